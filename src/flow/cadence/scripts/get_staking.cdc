// An account's staking: each delegation and each node it operates, through its staking collection or kept
// in the account from before collections, by state, and the protocol's epoch.
// Follows onflow/flow-core-contracts transactions/stakingCollection/scripts/get_all_delegator_info.cdc and get_all_node_info.cdc,
// with does_account_have_staking_collection.cdc first (the collection's getters panic without one), and
// transactions/idTableStaking/delegation/get_delegator_info.cdc and lockedTokens/delegator/get_delegator_info.cdc
// for a delegator kept in the account or staking locked tokens.
import "FlowStakingCollection"
import "FlowIDTableStaking"
import "FlowEpoch"
import "LockedTokens"

/// One of the account's delegations, as FlowIDTableStaking records it, with its node's role and host.
access(all) struct Delegation {
    access(all) let nodeID: String
    access(all) let delegatorID: UInt32
    access(all) let nodeRole: UInt8
    /// The node's networking address (`host:port`), as its operator registered it.
    access(all) let nodeNetworkingAddress: String
    access(all) let tokensCommitted: UFix64
    access(all) let tokensStaked: UFix64
    access(all) let tokensUnstaking: UFix64
    access(all) let tokensUnstaked: UFix64
    access(all) let tokensRewarded: UFix64
    access(all) let tokensRequestedToUnstake: UFix64
    /// False for a delegator kept in the account's own storage, outside a staking collection.
    access(all) let inCollection: Bool
    /// True for the delegation of the account's locked tokens (LockedTokens' shared account).
    access(all) let lockedTokens: Bool

    init(_ info: FlowIDTableStaking.DelegatorInfo, inCollection: Bool, lockedTokens: Bool) {
        self.nodeID = info.nodeID
        self.delegatorID = info.id
        let node = FlowIDTableStaking.NodeInfo(nodeID: info.nodeID)
        self.nodeRole = node.role
        self.nodeNetworkingAddress = node.networkingAddress
        self.tokensCommitted = info.tokensCommitted
        self.tokensStaked = info.tokensStaked
        self.tokensUnstaking = info.tokensUnstaking
        self.tokensUnstaked = info.tokensUnstaked
        self.tokensRewarded = info.tokensRewarded
        self.tokensRequestedToUnstake = info.tokensRequestedToUnstake
        self.inCollection = inCollection
        self.lockedTokens = lockedTokens
    }
}

/// One of the nodes the account operates, with its own stake (its delegators' not included).
access(all) struct Node {
    access(all) let id: String
    access(all) let role: UInt8
    access(all) let networkingAddress: String
    access(all) let delegatorCount: Int
    access(all) let tokensCommitted: UFix64
    access(all) let tokensStaked: UFix64
    access(all) let tokensUnstaking: UFix64
    access(all) let tokensUnstaked: UFix64
    access(all) let tokensRewarded: UFix64
    access(all) let tokensRequestedToUnstake: UFix64
    /// False for a node kept in the account's own storage, outside a staking collection.
    access(all) let inCollection: Bool
    /// True for the node staked with the account's locked tokens (LockedTokens' shared account).
    access(all) let lockedTokens: Bool

    init(_ info: FlowIDTableStaking.NodeInfo, inCollection: Bool, lockedTokens: Bool) {
        self.id = info.id
        self.role = info.role
        self.networkingAddress = info.networkingAddress
        self.delegatorCount = info.delegators.length
        self.tokensCommitted = info.tokensCommitted
        self.tokensStaked = info.tokensStaked
        self.tokensUnstaking = info.tokensUnstaking
        self.tokensUnstaked = info.tokensUnstaked
        self.tokensRewarded = info.tokensRewarded
        self.tokensRequestedToUnstake = info.tokensRequestedToUnstake
        self.inCollection = inCollection
        self.lockedTokens = lockedTokens
    }
}

access(all) struct Staking {
    /// Whether the account has a FlowStakingCollection; the lists are empty when it has none.
    access(all) let hasCollection: Bool
    access(all) let delegations: [Delegation]
    access(all) let nodes: [Node]
    /// The least a delegation may commit.
    access(all) let delegatorMinimum: UFix64
    /// Whether the staking auction is open: staking, unstaking and delegating need it.
    access(all) let stakingEnabled: Bool
    access(all) let epochCounter: UInt64
    /// FlowEpoch.EpochPhase's raw value: 0 staking auction, 1 epoch setup, 2 epoch commit.
    access(all) let epochPhase: UInt8
    /// When the network means this epoch to end (Unix seconds), from FlowEpoch's timing config;
    /// nil where the config starts after this epoch.
    access(all) let epochTargetEnd: UInt64?

    init(
        hasCollection: Bool,
        delegations: [Delegation],
        nodes: [Node],
    ) {
        self.hasCollection = hasCollection
        self.delegations = delegations
        self.nodes = nodes
        self.delegatorMinimum = FlowIDTableStaking.getDelegatorMinimumStakeRequirement()
        self.stakingEnabled = FlowIDTableStaking.stakingEnabled()
        self.epochCounter = FlowEpoch.currentEpochCounter
        self.epochPhase = FlowEpoch.currentEpochPhase.rawValue
        let timing = FlowEpoch.getEpochTimingConfig()
        // getTargetEndTimeForEpoch subtracts the reference counter: it would underflow before it.
        self.epochTargetEnd = self.epochCounter >= timing.refCounter
            ? timing.getTargetEndTimeForEpoch(self.epochCounter)
            : nil
    }
}

/// What `address` has staked, through its staking collection and outside one, and the protocol's state.
access(all) fun main(address: Address): Staking {
    let delegations: [Delegation] = []
    let nodes: [Node] = []
    // Locked tokens (from the 2020 token sale) are staked through the account's LockedTokens
    // TokenHolder: a staking collection set up with it lists that stake too.
    let holder = getAccount(address).capabilities.borrow<&LockedTokens.TokenHolder>(LockedTokens.LockedAccountInfoPublicPath)
    let lockedDelegation = holder != nil && holder!.getDelegatorNodeID() != nil && holder!.getDelegatorID() != nil
        ? holder!.getDelegatorNodeID()!.concat("/").concat(holder!.getDelegatorID()!.toString())
        : ""
    let lockedNode = holder?.getNodeID() ?? ""
    let listed: {String: Bool} = {}
    let addDelegation = fun (_ info: FlowIDTableStaking.DelegatorInfo, inCollection: Bool) {
        let key = info.nodeID.concat("/").concat(info.id.toString())
        if listed[key] == nil {
            listed[key] = true
            delegations.append(Delegation(info, inCollection: inCollection, lockedTokens: key == lockedDelegation))
        }
    }
    let addNode = fun (_ info: FlowIDTableStaking.NodeInfo, inCollection: Bool) {
        if listed[info.id] == nil {
            listed[info.id] = true
            nodes.append(Node(info, inCollection: inCollection, lockedTokens: info.id == lockedNode))
        }
    }
    // The collection's getters panic for an account without one.
    let hasCollection = FlowStakingCollection.doesAccountHaveStakingCollection(address: address)
    if hasCollection {
        for info in FlowStakingCollection.getAllDelegatorInfo(address: address) {
            addDelegation(info, inCollection: true)
        }
        for info in FlowStakingCollection.getAllNodeInfo(address: address) {
            addNode(info, inCollection: true)
        }
    }
    // A delegator or a node staker kept in the account itself, from before staking collections
    // (FlowIDTableStaking's own paths), and the locked tokens' stake outside a collection:
    // SCO.01 moves them into one.
    let account = getAuthAccount<auth(BorrowValue) &Account>(address)
    if let delegator = account.storage.borrow<&FlowIDTableStaking.NodeDelegator>(from: FlowIDTableStaking.DelegatorStoragePath) {
        addDelegation(FlowIDTableStaking.DelegatorInfo(nodeID: delegator.nodeID, delegatorID: delegator.id), inCollection: false)
    }
    if let staker = account.storage.borrow<&FlowIDTableStaking.NodeStaker>(from: FlowIDTableStaking.NodeStakerStoragePath) {
        addNode(FlowIDTableStaking.NodeInfo(nodeID: staker.id), inCollection: false)
    }
    if let lockedHolder = holder {
        if let nodeID = lockedHolder.getDelegatorNodeID() {
            addDelegation(FlowIDTableStaking.DelegatorInfo(nodeID: nodeID, delegatorID: lockedHolder.getDelegatorID()!), inCollection: false)
        }
        if let nodeID = lockedHolder.getNodeID() {
            addNode(FlowIDTableStaking.NodeInfo(nodeID: nodeID), inCollection: false)
        }
    }
    return Staking(hasCollection: hasCollection, delegations: delegations, nodes: nodes)
}
