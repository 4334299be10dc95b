// The nodes a delegator can choose from: a page of the staked nodes (or the nodes named), with what an estimate of rewards needs.
// Follows onflow/flow-core-contracts transactions/idTableStaking/scripts/get_node_info.cdc, get_current_table.cdc,
// get_weekly_payout.cdc, get_cut_percentage.cdc and get_total_staked.cdc.
import "FlowIDTableStaking"
import "FlowEpoch"

/// A node as a delegator sees it: its role, host, own stake and delegators.
access(all) struct NodeChoice {
    access(all) let id: String
    access(all) let role: UInt8
    access(all) let networkingAddress: String
    /// The operator's own tokens, delegators' not included.
    access(all) let tokensStaked: UFix64
    access(all) let tokensCommitted: UFix64
    access(all) let delegatorCount: Int
    /// Whether it takes a new delegator now: not an access node, and its operator's stake for
    /// the next epoch is above its role's minimum (FlowIDTableStaking.registerNewDelegator's checks).
    access(all) let takesDelegators: Bool
    /// Whether it is staked in this epoch.
    access(all) let staked: Bool

    init(_ info: FlowIDTableStaking.NodeInfo, staked: Bool) {
        self.id = info.id
        self.role = info.role
        self.networkingAddress = info.networkingAddress
        self.tokensStaked = info.tokensStaked
        self.tokensCommitted = info.tokensCommitted
        self.delegatorCount = info.delegators.length
        self.takesDelegators = info.role != 5
            && FlowIDTableStaking.isGreaterThanMinimumForRole(numTokens: info.totalCommittedWithoutDelegators(), role: info.role)
        self.staked = staked
    }
}

access(all) struct StakingNodes {
    access(all) let nodes: [NodeChoice]
    /// Where the next page starts in the staked nodes' list; nil after the last.
    access(all) let next: Int?
    /// The ids asked for that are no node at all.
    access(all) let unknown: [String]
    /// FLOW the protocol pays each epoch, shared by every staked token (access nodes' aside).
    access(all) let epochPayout: UFix64
    /// The share of a delegator's rewards its node's operator keeps (0.08 is 8 %).
    access(all) let delegatorCut: UFix64
    access(all) let totalStaked: UFix64
    /// How long an epoch is meant to last, in seconds (FlowEpoch's timing config).
    access(all) let epochSeconds: UInt64

    init(nodes: [NodeChoice], next: Int?, unknown: [String]) {
        self.nodes = nodes
        self.next = next
        self.unknown = unknown
        self.epochPayout = FlowIDTableStaking.getEpochTokenPayout()
        self.delegatorCut = FlowIDTableStaking.getRewardCutPercentage()
        self.totalStaked = FlowIDTableStaking.getTotalStaked()
        self.epochSeconds = FlowEpoch.getEpochTimingConfig().duration
    }
}

/// `ids`' nodes when given; otherwise up to `limit` staked nodes that take delegators, from
/// `start` in the staked nodes' list.
access(all) fun main(ids: [String]?, start: Int, limit: Int): StakingNodes {
    let staked = FlowIDTableStaking.getStakedNodeIDs()
    if let named = ids {
        let known = FlowIDTableStaking.getNodeIDs()
        let nodes: [NodeChoice] = []
        let unknown: [String] = []
        for id in named {
            if known.contains(id) {
                nodes.append(NodeChoice(FlowIDTableStaking.NodeInfo(nodeID: id), staked: staked.contains(id)))
            } else {
                unknown.append(id)
            }
        }
        return StakingNodes(nodes: nodes, next: nil, unknown: unknown)
    }
    let nodes: [NodeChoice] = []
    var index = start
    while index < staked.length && nodes.length < limit {
        let info = FlowIDTableStaking.NodeInfo(nodeID: staked[index])
        index = index + 1
        // Access nodes take no delegators.
        if info.role != 5 {
            nodes.append(NodeChoice(info, staked: true))
        }
    }
    return StakingNodes(nodes: nodes, next: index < staked.length ? index : nil, unknown: [])
}
