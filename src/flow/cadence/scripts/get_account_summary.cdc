// Everything the dashboard shows, in one script: FLOW balance and storage, the COA, and counts.
// Counting a collection's NFTs calls its own getLength, which a broken contract can make panic and
// Cadence cannot catch: the app then asks again, counting only the collections at the storage
// paths `countOnly` lists, until the failing collection is isolated (src/flow/isolation/).
// Follows onflow/FRW-monorepo packages/cadence/src/cadence/Base/get_account_info.cdc, with the COA
// from onflow/flow-evm-bridge cadence/scripts/evm/get_evm_address_string.cdc and get_balance.cdc,
// and the staked FLOW from onflow/flow-core-contracts transactions/stakingCollection/scripts/get_all_delegator_info.cdc
// and transactions/idTableStaking/delegation/get_delegator_info.cdc and lockedTokens/delegator/get_delegator_info.cdc.
import "FungibleToken"
import "NonFungibleToken"
import "EVM"
import "FlowStakingCollection"
import "FlowIDTableStaking"
import "LockedTokens"

/// FLOW the account holds in staking through its staking collection, by state, summed over its
/// delegations and the nodes it operates (tokens asked to unstake are still among the staked).
access(all) struct StakedFlow {
    access(all) var committed: UFix64
    access(all) var staked: UFix64
    access(all) var unstaking: UFix64
    access(all) var unstaked: UFix64
    access(all) var rewarded: UFix64

    init() {
        self.committed = 0.0
        self.staked = 0.0
        self.unstaking = 0.0
        self.unstaked = 0.0
        self.rewarded = 0.0
    }

    access(all) fun add(committed: UFix64, staked: UFix64, unstaking: UFix64, unstaked: UFix64, rewarded: UFix64) {
        self.committed = self.committed + committed
        self.staked = self.staked + staked
        self.unstaking = self.unstaking + unstaking
        self.unstaked = self.unstaked + unstaked
        self.rewarded = self.rewarded + rewarded
    }
}

/// The account's staked FLOW, or nil when it stakes through no staking collection, no delegator or
/// node kept in the account from before collections, and no locked tokens (LockedTokens); each
/// stake counted once (a collection set up with locked tokens lists their stake too).
access(all) fun stakedFlow(_ account: auth(BorrowValue) &Account): StakedFlow? {
    let total = StakedFlow()
    let counted: {String: Bool} = {}
    var found = false
    let addDelegation = fun (_ info: FlowIDTableStaking.DelegatorInfo) {
        let key = info.nodeID.concat("/").concat(info.id.toString())
        if counted[key] == nil {
            counted[key] = true
            total.add(committed: info.tokensCommitted, staked: info.tokensStaked, unstaking: info.tokensUnstaking, unstaked: info.tokensUnstaked, rewarded: info.tokensRewarded)
        }
    }
    let addNode = fun (_ info: FlowIDTableStaking.NodeInfo) {
        if counted[info.id] == nil {
            counted[info.id] = true
            total.add(committed: info.tokensCommitted, staked: info.tokensStaked, unstaking: info.tokensUnstaking, unstaked: info.tokensUnstaked, rewarded: info.tokensRewarded)
        }
    }
    // The collection's getters panic for an account without one.
    if FlowStakingCollection.doesAccountHaveStakingCollection(address: account.address) {
        found = true
        for info in FlowStakingCollection.getAllDelegatorInfo(address: account.address) {
            addDelegation(info)
        }
        for info in FlowStakingCollection.getAllNodeInfo(address: account.address) {
            addNode(info)
        }
    }
    if let delegator = account.storage.borrow<&FlowIDTableStaking.NodeDelegator>(from: FlowIDTableStaking.DelegatorStoragePath) {
        found = true
        addDelegation(FlowIDTableStaking.DelegatorInfo(nodeID: delegator.nodeID, delegatorID: delegator.id))
    }
    if let staker = account.storage.borrow<&FlowIDTableStaking.NodeStaker>(from: FlowIDTableStaking.NodeStakerStoragePath) {
        found = true
        addNode(FlowIDTableStaking.NodeInfo(nodeID: staker.id))
    }
    if let holder = account.capabilities.borrow<&LockedTokens.TokenHolder>(LockedTokens.LockedAccountInfoPublicPath) {
        if let nodeID = holder.getDelegatorNodeID() {
            found = true
            addDelegation(FlowIDTableStaking.DelegatorInfo(nodeID: nodeID, delegatorID: holder.getDelegatorID()!))
        }
        if let nodeID = holder.getNodeID() {
            found = true
            addNode(FlowIDTableStaking.NodeInfo(nodeID: nodeID))
        }
    }
    return found ? total : nil
}

access(all) struct AccountSummary {
    access(all) let address: Address
    access(all) let balance: UFix64
    access(all) let availableBalance: UFix64
    access(all) let storageUsed: UInt64
    access(all) let storageCapacity: UInt64
    /// The COA's EVM address as hex without 0x, or nil when the account has no COA.
    access(all) let coaAddress: String?
    /// The COA's FLOW balance in attoFLOW (exact), or nil without a COA.
    access(all) let coaBalance: UInt?
    access(all) let tokenCount: Int
    /// The balance of each vault type `valued` names that the account stores, summed per type.
    access(all) let valuedBalances: {String: UFix64}
    /// Every collection, counted or not.
    access(all) let nftCollectionCount: Int
    /// Each counted collection's storage path and its number of NFTs.
    access(all) let nftCounts: {String: Int}
    /// FLOW in staking; nil without a staking collection.
    access(all) let staked: StakedFlow?

    init(
        address: Address,
        balance: UFix64,
        availableBalance: UFix64,
        storageUsed: UInt64,
        storageCapacity: UInt64,
        coaAddress: String?,
        coaBalance: UInt?,
        tokenCount: Int,
        valuedBalances: {String: UFix64},
        nftCollectionCount: Int,
        nftCounts: {String: Int},
        staked: StakedFlow?
    ) {
        self.address = address
        self.balance = balance
        self.availableBalance = availableBalance
        self.storageUsed = storageUsed
        self.storageCapacity = storageCapacity
        self.coaAddress = coaAddress
        self.coaBalance = coaBalance
        self.tokenCount = tokenCount
        self.valuedBalances = valuedBalances
        self.nftCollectionCount = nftCollectionCount
        self.nftCounts = nftCounts
        self.staked = staked
    }
}

// `valued` lists the vault types the app can put a price on (its verified tokens): only those are
// borrowed, so an unknown token's contract never runs here.
access(all) fun main(address: Address, countOnly: [String]?, valued: [String]): AccountSummary {
    let account = getAuthAccount<auth(BorrowValue) &Account>(address)

    var coaAddress: String? = nil
    var coaBalance: UInt? = nil
    if let coa = account.storage.borrow<&EVM.CadenceOwnedAccount>(from: /storage/evm) {
        coaAddress = coa.address().toString()
        coaBalance = coa.balance().inAttoFLOW()
    }

    var tokenCount = 0
    let valuedBalances: {String: UFix64} = {}
    var nftCollectionCount = 0
    let nftCounts: {String: Int} = {}
    let vaultType = Type<@{FungibleToken.Vault}>()
    let collectionType = Type<@{NonFungibleToken.Collection}>()
    account.storage.forEachStored(fun (path: StoragePath, type: Type): Bool {
        if type.isRecovered {
            return true
        }
        if type.isSubtype(of: vaultType) {
            tokenCount = tokenCount + 1
            if valued.contains(type.identifier) {
                if let vault = account.storage.borrow<&{FungibleToken.Vault}>(from: path) {
                    valuedBalances[type.identifier] = (valuedBalances[type.identifier] ?? 0.0) + vault.balance
                }
            }
        } else if type.isSubtype(of: collectionType) {
            if let collection = account.storage.borrow<&{NonFungibleToken.Collection}>(from: path) {
                nftCollectionCount = nftCollectionCount + 1
                if countOnly == nil || countOnly!.contains(path.toString()) {
                    nftCounts[path.toString()] = collection.getLength()
                }
            }
        }
        return true
    })

    return AccountSummary(
        address: address,
        balance: account.balance,
        availableBalance: account.availableBalance,
        storageUsed: account.storage.used,
        storageCapacity: account.storage.capacity,
        coaAddress: coaAddress,
        coaBalance: coaBalance,
        tokenCount: tokenCount,
        valuedBalances: valuedBalances,
        nftCollectionCount: nftCollectionCount,
        nftCounts: nftCounts,
        staked: stakedFlow(account)
    )
}
