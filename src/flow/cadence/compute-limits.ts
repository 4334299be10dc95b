/**
 * The compute limit each transaction is signed with. Flow charges for the computation a
 * transaction uses, but the payer must be able to pay for its whole limit (and keep its storage
 * reserve after that), so a limit far above what a transaction needs locks FLOW the user could
 * send: at mainnet's fees (FLIP 351) the maximum limit, 9999, reserves 0.40006 FLOW.
 *
 * Each figure is the computation the transaction used on the emulator under mainnet's
 * execution-effort weights (FLIP 370, emulator/src/mainnet-costs.ts) in the seeded world,
 * measured by emulator/test/compute-limits.test.ts, which fails when a real run no longer fits
 * the figure. The limit is that figure times the transaction's margin, plus the computation of
 * its EVM calls' gas limit where it makes any.
 */

/** Flow's maximum compute limit for one transaction. */
export const MAX_COMPUTE_LIMIT = 9999;

// Why the margins: the seeded world's contracts are the simplest there are. A transaction that
// only moves FLOW runs Flow's own contracts, the same everywhere: twice what it used. One that
// calls a token's or a collection's own code runs what its developer wrote (deposit hooks,
// events, larger resources): three times. The VM bridge's own code (escrow, EVM calls, deploying
// contracts when it onboards) is most of what a bridge transaction does and is the same for
// every asset, and onboarding an ERC-20 alone uses half of Flow's maximum: one and a half times,
// which still fits Flow's maximum limit.
/** Flow's own contracts only (FlowToken, EVM, FlowFees). */
const FLOW_CONTRACTS_MARGIN = 2;
/** Calls a token's or a collection's own code. */
const ASSET_CODE_MARGIN = 3;
/**
 * Flow's staking contracts: their records on mainnet are larger than the emulator's one node
 * (hundreds of nodes, and an account with locked tokens also goes through LockedTokens).
 */
const STAKING_MARGIN = 3;
/** The VM bridge, with the asset's own code. */
const BRIDGE_MARGIN = 1.5;

export interface ComputationCost {
  /** Computation of one run, or of a batch of one item. */
  readonly measured: number;
  /** Computation each further item of a batch adds. */
  readonly perItem?: number;
  readonly margin: number;
  /**
   * The largest gas limit of one EVM call it makes. flow-go starts an EVM call only if the
   * transaction has that gas limit's computation left (checkGasLimit in fvm/evm/handler), used
   * or not, so the limit keeps that much on top.
   */
  readonly evmGasLimit?: number;
}

/**
 * Mainnet's weight of one unit of EVM gas (FLIP 370's EVMGasUsage, 7 in the meter's fixed point
 * of 65 536 to a unit of computation).
 */
const EVM_GAS_WEIGHT = 7;
const METER_UNIT = 65_536;

/** The VM bridge's gas limit for each EVM call it makes (FlowEVMBridgeConfig.gasLimit). */
const BRIDGE_GAS_LIMIT = 15_000_000;

const evmReserve = (cost: ComputationCost) =>
  Math.ceil(((cost.evmGasLimit ?? 0) * EVM_GAS_WEIGHT) / METER_UNIT);

export function computeLimit(cost: ComputationCost, items = 1): number {
  const expected = cost.measured + (cost.perItem ?? 0) * Math.max(0, items - 1);
  return Math.min(MAX_COMPUTE_LIMIT, Math.ceil(expected * cost.margin) + evmReserve(cost));
}

/** The most items one transaction can carry with its margin kept under Flow's maximum limit. */
export function maxBatchSize(cost: ComputationCost): number {
  const perItem = cost.perItem ?? 0;
  if (perItem === 0) return Number.POSITIVE_INFINITY;
  const room = (MAX_COMPUTE_LIMIT - evmReserve(cost)) / cost.margin;
  return 1 + Math.floor((room - cost.measured) / perItem);
}

const BRIDGE = { margin: BRIDGE_MARGIN, evmGasLimit: BRIDGE_GAS_LIMIT } as const;

/**
 * Measured computation per transaction file (mainnet weights, emulator v1.20.0, the normal world;
 * emulator/test/compute-limits.test.ts measures the batches at two sizes), and its margin.
 */
export const COMPUTATION = {
  transfer_flow: { measured: 92, margin: FLOW_CONTRACTS_MARGIN },
  transfer_flow_to_evm: { measured: 98, margin: FLOW_CONTRACTS_MARGIN },
  transfer_tokens: { measured: 116, margin: ASSET_CODE_MARGIN },
  transfer_nfts: { measured: 181, perItem: 50, margin: ASSET_CODE_MARGIN },
  create_coa: { measured: 248, margin: FLOW_CONTRACTS_MARGIN },
  deposit_flow_to_coa: { measured: 100, margin: FLOW_CONTRACTS_MARGIN },
  withdraw_flow_from_coa: { measured: 105, margin: FLOW_CONTRACTS_MARGIN },
  // Each call's gas limit is the app's own (CALL_GAS_LIMIT, 100 000: 11 units).
  evm_batch_call: {
    measured: 111,
    perItem: 58,
    margin: FLOW_CONTRACTS_MARGIN,
    evmGasLimit: 100_000,
  },
  bridge_tokens_to_evm: { measured: 708, ...BRIDGE },
  bridge_tokens_to_evm_onboarding: { measured: 1655, ...BRIDGE },
  bridge_tokens_from_evm: { measured: 1159, ...BRIDGE },
  bridge_nfts_to_evm: { measured: 835, perItem: 594, ...BRIDGE },
  bridge_nfts_to_evm_onboarding: { measured: 1700, perItem: 786, ...BRIDGE },
  bridge_nfts_from_evm: { measured: 1031, perItem: 762, ...BRIDGE },
  onboard_evm_asset: { measured: 5024, ...BRIDGE },
  // Flow's staking-collection templates (SCO.xx), measured by emulator/test/staking.test.ts
  // (setting up: with a locked-token holder to take in; registering a delegator: the node's first).
  staking_setup_collection: { measured: 168, margin: STAKING_MARGIN },
  staking_register_delegator: { measured: 300, margin: STAKING_MARGIN },
  staking_request_unstaking: { measured: 147, margin: STAKING_MARGIN },
  staking_stake_new_tokens: { measured: 232, margin: STAKING_MARGIN },
  staking_stake_rewarded_tokens: { measured: 160, margin: STAKING_MARGIN },
  staking_stake_unstaked_tokens: { measured: 162, margin: STAKING_MARGIN },
  staking_withdraw_rewarded_tokens: { measured: 149, margin: STAKING_MARGIN },
  staking_withdraw_unstaked_tokens: { measured: 148, margin: STAKING_MARGIN },
  staking_close_stake: { measured: 117, margin: STAKING_MARGIN },
} as const satisfies Record<string, ComputationCost>;
