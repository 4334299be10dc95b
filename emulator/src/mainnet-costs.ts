/**
 * What a transaction costs on mainnet, set on the local emulator's chain: mainnet's
 * execution-effort weights (how much computation each kind of work counts for, FLIP 370) and
 * its fee parameters (what a transaction and a unit of computation cost in FLOW, FLIP 351).
 *
 * flow-emulator v1.20.0 meters with the weights of the flow-go it was built with (the FLIP 346
 * "2025 weights": Statement 1770, FunctionInvocation 1399, Loop 179, …) and, with
 * `--transaction-fees`, charges flow-go's bootstrap default: 0.00001 FLOW a transaction and
 * nothing for computation. `applyMainnetCosts` replaces both through real transactions, after
 * the world is seeded, and reads them back.
 *
 * Where flow-go reads them (onflow/flow-go fvm/executionParameters.go, fvm/bootstrap.go,
 * fvm/systemcontracts/system_contracts.go):
 * - the weights: a `{UInt64: UInt64}` at /storage/executionEffortWeights of the chain's
 *   execution-parameters account (mainnet 0xf426ff57ee8f6110; on the emulator chain the
 *   FungibleToken account, 0xee82856bf20e2aa6), laid over the meter's defaults (Statement, Loop
 *   and FunctionInvocation at one unit each), re-read whenever that register is written;
 * - the fees: FlowFees' FeeParameters at /storage/FlowTxFeeParameters of the FlowFees account
 *   (0xe5a8b7f23e8b548f on the emulator chain), changed through the FlowFees.Administrator,
 *   which the bootstrap has FlowFees' init save in the service account's storage
 *   (/storage/flowFeesAdmin; flow-core-contracts lib/go/contracts FlowFees() rewrites init so).
 * The emulator bootstraps the execution-parameters account with its service account's key
 * (fvm.Bootstrap gives every bootstrap account the service key), so the service key signs for
 * both transactions.
 */
import { readFileSync } from 'node:fs';
import { formatUFix64, parseUFix64 } from '../../src/flow/ufix64.ts';
import { SERVICE_PRIVATE_KEY } from '../../worlds/keys.ts';
import type { EmulatorChain, Signers } from './chain.ts';
import { cadence, type JsonCadence } from './json-cadence.ts';
import { localAuthz } from './local-signer.ts';

/**
 * `mainnet` (the default): mainnet's weights and fees, set on chain after seeding, with
 * `--transaction-fees`. `emulator`: flow-emulator's own defaults, fees only with
 * `--transaction-fees` (0.00001 FLOW a transaction).
 */
export type CostModel = 'mainnet' | 'emulator';

export const DEFAULT_COST_MODEL: CostModel = 'mainnet';

export function isCostModel(value: unknown): value is CostModel {
  return value === 'mainnet' || value === 'emulator';
}

const SERVICE_ADDRESS = '0xf8d6e0586b0a20c7';
/** flow-go's ExecutionParametersAccount on the emulator chain (the FungibleToken account). */
const EXECUTION_PARAMETERS_ADDRESS = '0xee82856bf20e2aa6';

export interface ExecutionEffortWeight {
  /** The computation kind: Cadence's common.ComputationKind (1000–1999) or the FVM's (2000–2999). */
  readonly kind: number;
  readonly name: string;
  /** In the meter's fixed point: 65536 (1 << 16) is one unit of computation. */
  readonly weight: number;
}

/**
 * Mainnet's execution-effort weights, from FLIP 370 (Execution effort calibration III, accepted;
 * onflow/flips protocol/20260611-execution-effort-3.md, §4 "Full weight comparison", column
 * "CU (proposed)"), as onflow/flow-go hard-codes them in `MainnetExecutionEffortWeights`,
 * fvm/environment/meter.go on master (commit d2a2b3c0a5 "Update hardcoded mainnet execution
 * effort weights to FLIP 370 values", PR #8622; read at master dd885b28462c, where the comment
 * says they were deployed to mainnet on 2026-07-27). All 51 non-zero weights agree with the FLIP.
 * Kinds not listed weigh nothing on mainnet (FLIP 370 dropped TransferCompositeValue,
 * CreateDictionaryValue, TransferDictionaryValue, TransferArrayValue and AtreeMapPopIteration).
 *
 * Kind numbers: Cadence's from onflow/cadence common/computationkind.go (v1.10.2, which the
 * emulator runs; unchanged on cadence master), the FVM's from the `2001 + iota` block of the
 * same meter.go (identical in flow-go master and in the emulator's flow-go module).
 */
export const MAINNET_EXECUTION_EFFORT_WEIGHTS: readonly ExecutionEffortWeight[] = [
  { kind: 1001, name: 'Statement', weight: 5_610 },
  { kind: 1002, name: 'Loop', weight: 4_467 },
  { kind: 1003, name: 'FunctionInvocation', weight: 10_547 },
  { kind: 1010, name: 'CreateCompositeValue', weight: 6_704 },
  { kind: 1025, name: 'CreateArrayValue', weight: 20_072 },
  { kind: 1027, name: 'DestroyArrayValue', weight: 155_788 },
  { kind: 1042, name: 'DestroyDictionaryValue', weight: 7_533 },
  { kind: 1055, name: 'StringToLower', weight: 24 },
  { kind: 1057, name: 'GraphemesIteration', weight: 1_245 },
  { kind: 1081, name: 'WordSliceOperation', weight: 353 },
  { kind: 1082, name: 'UintParse', weight: 833 },
  { kind: 1083, name: 'IntParse', weight: 742 },
  { kind: 1084, name: 'BigIntParse', weight: 1_102 },
  { kind: 1085, name: 'UfixParse', weight: 1_807 },
  { kind: 1086, name: 'FixParse', weight: 1_508 },
  { kind: 1200, name: 'AtreeArraySingleSlabConstruction', weight: 534 },
  { kind: 1201, name: 'AtreeArrayBatchConstruction', weight: 830 },
  { kind: 1202, name: 'AtreeArrayGet', weight: 42_997 },
  { kind: 1203, name: 'AtreeArraySet', weight: 7_199 },
  { kind: 1204, name: 'AtreeArrayAppend', weight: 12_291 },
  { kind: 1205, name: 'AtreeArrayInsert', weight: 22_087 },
  { kind: 1208, name: 'AtreeArrayPopIteration', weight: 2_052 },
  { kind: 1220, name: 'AtreeMapConstruction', weight: 12_342 },
  { kind: 1222, name: 'AtreeMapBatchConstruction', weight: 8_289 },
  { kind: 1223, name: 'AtreeMapHas', weight: 46_122 },
  { kind: 1224, name: 'AtreeMapGet', weight: 35_646 },
  { kind: 1225, name: 'AtreeMapSet', weight: 26_932 },
  { kind: 1226, name: 'AtreeMapRemove', weight: 20_860 },
  { kind: 1227, name: 'AtreeMapReadIteration', weight: 10_864 },
  { kind: 2001, name: 'Hash', weight: 20_801 },
  { kind: 2002, name: 'VerifySignature', weight: 627_265 },
  { kind: 2005, name: 'AllocateSlabIndex', weight: 36_924 },
  { kind: 2006, name: 'CreateAccount', weight: 15_751_197 },
  { kind: 2008, name: 'GenerateUUID', weight: 31_935 },
  { kind: 2009, name: 'GetAccountAvailableBalance', weight: 1_443_208 },
  { kind: 2010, name: 'GetAccountBalance', weight: 1_828_131 },
  { kind: 2012, name: 'GetAccountContractNames', weight: 135_863 },
  { kind: 2018, name: 'GetStorageCapacity', weight: 1_497_945 },
  { kind: 2019, name: 'GetStorageUsed', weight: 147_167 },
  { kind: 2020, name: 'GetValue', weight: 247 },
  { kind: 2026, name: 'SetValue', weight: 30 },
  { kind: 2027, name: 'UpdateAccountContractCode', weight: 1_923_478 },
  { kind: 2030, name: 'AccountKeysCount', weight: 103_486 },
  { kind: 2031, name: 'BLSVerifyPOP', weight: 9_888_886 },
  { kind: 2032, name: 'BLSAggregateSignatures', weight: 45_031_044 },
  { kind: 2033, name: 'BLSAggregatePublicKeys', weight: 63_851_230 },
  { kind: 2035, name: 'GenerateAccountLocalID', weight: 249_708 },
  { kind: 2037, name: 'EVMGasUsage', weight: 7 },
  { kind: 2039, name: 'RLPDecoding', weight: 1_791 },
  { kind: 2040, name: 'EncodeEvent', weight: 46_569 },
  { kind: 2043, name: 'EVMDecodeABI', weight: 399 },
];

/**
 * FLIP 351 (Transaction Fee Update, accepted; onflow/flips governance/20251119-transaction-fee-update.md):
 * an inclusion fee of 1E-4 FLOW and 4E-05 FLOW per unit of execution effort, surge factor 1.
 * As FlowFees' parameters (UFix64 units, 10^-8): flow-go charges every transaction an inclusion
 * effort of 1.0 (TransactionBody.InclusionEffort), so inclusionEffortCost is the inclusion fee;
 * it passes the computation used as that many 10^-8 of a UFix64 (fvm/transactionInvoker.go:
 * `cadence.UFix64(computationUsed)`), so 4E-05 FLOW a unit needs an executionEffortCost of
 * 4E-05 / 1E-8 = 4000.0 (the FLIP's previous "2.495E-7 FLOW" a unit is 24.95 in this scale).
 * At the 9999 compute limit: 0.0001 + 9999 × 0.00004 = 0.40006 FLOW at most.
 */
export const MAINNET_FEE_PARAMETERS = {
  surgeFactor: parseUFix64('1.0'),
  inclusionEffortCost: parseUFix64('0.0001'),
  executionEffortCost: parseUFix64('4000.0'),
} as const;

/**
 * What the VM bridge charges to onboard an asset (FlowEVMBridgeConfig.onboardFee): 1 FLOW, the
 * fee Flow's bridge documentation states for mainnet (not read from mainnet here, which this
 * machine cannot reach). The emulator's bridge starts at 0.00000001 FLOW, so a journey that
 * onboards would never meet a fee its FLOW cannot cover. The base fee stays the emulator's
 * (0.0): every bridge request still pays the storage part of calculateBridgeFee.
 */
export const MAINNET_BRIDGE_ONBOARD_FEE = parseUFix64('1.0');

/** One line for start-up output. */
export function describeCostModel(model: CostModel, transactionFees = false): string {
  return model === 'mainnet'
    ? 'Cost model: mainnet (FLIP 370 execution-effort weights; FLIP 351 fees: 0.0001 FLOW a transaction + 0.00004 FLOW a unit of computation; bridge onboarding 1 FLOW)'
    : `Cost model: emulator (flow-emulator's own weights; ${transactionFees ? 'fees 0.00001 FLOW a transaction' : 'no fees'})`;
}

/**
 * The execution-parameters account holds only the minimum reserve (0.001 FLOW: 100 kB at the
 * emulator's 100 MB a FLOW; it uses about 49 kB, the weights included). The service account pays
 * for the transactions below, so that is enough; were the account to pay a fee itself it would
 * fall under the reserve, its capacity to 0, and its storage check would fail. It is topped up
 * only if the weights might not fit.
 */
const STORAGE_ROOM_NEEDED = 8_000n;
const STORAGE_TOP_UP = parseUFix64('0.001');

const source = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const appSource = (path: string) =>
  readFileSync(new URL(`../../src/flow/cadence/${path}`, import.meta.url), 'utf8');

const READ_COSTS = `
import "FlowFees"
import "FlowEVMBridgeConfig"

access(all) fun main(parameters: Address): {String: AnyStruct} {
    let account = getAuthAccount<auth(Storage) &Account>(parameters)
    let fees = FlowFees.getFeeParameters()
    return {
        "weights": account.storage.copy<{UInt64: UInt64}>(from: /storage/executionEffortWeights),
        "storageUsed": account.storage.used,
        "storageCapacity": account.storage.capacity,
        "surgeFactor": fees.surgeFactor,
        "inclusionEffortCost": fees.inclusionEffortCost,
        "executionEffortCost": fees.executionEffortCost,
        "bridgeOnboardFee": FlowEVMBridgeConfig.onboardFee
    }
}`;

interface OnChainCosts {
  readonly weights: ReadonlyMap<number, bigint> | null;
  readonly storageUsed: bigint;
  readonly storageCapacity: bigint;
  readonly fees: { readonly [key in keyof typeof MAINNET_FEE_PARAMETERS]: bigint };
  readonly bridgeOnboardFee: bigint;
}

async function readCosts(chain: EmulatorChain): Promise<OnChainCosts> {
  const raw = (await chain.query(READ_COSTS, [cadence.address(EXECUTION_PARAMETERS_ADDRESS)])) as
    | Record<string, unknown>
    | undefined;
  const text = (key: string): string => {
    const value = raw?.[key];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new Error(`reading the costs back: no ${key} in ${JSON.stringify(raw)}`);
    }
    return String(value);
  };
  const stored = raw?.weights;
  return {
    weights:
      stored && typeof stored === 'object'
        ? new Map(Object.entries(stored).map(([kind, weight]) => [Number(kind), BigInt(weight)]))
        : null,
    storageUsed: BigInt(text('storageUsed')),
    storageCapacity: BigInt(text('storageCapacity')),
    fees: {
      surgeFactor: parseUFix64(text('surgeFactor')),
      inclusionEffortCost: parseUFix64(text('inclusionEffortCost')),
      executionEffortCost: parseUFix64(text('executionEffortCost')),
    },
    bridgeOnboardFee: parseUFix64(text('bridgeOnboardFee')),
  };
}

/** Differences between the weights and fees read from the chain and mainnet's, as text. */
function mismatches(costs: OnChainCosts): string[] {
  const found: string[] = [];
  const wanted = new Map(MAINNET_EXECUTION_EFFORT_WEIGHTS.map((entry) => [entry.kind, entry]));
  if (!costs.weights) {
    found.push('no weights at /storage/executionEffortWeights');
  } else {
    for (const [kind, { name, weight }] of wanted) {
      const stored = costs.weights.get(kind);
      if (stored !== BigInt(weight)) found.push(`${name} (${kind}) is ${stored}, not ${weight}`);
    }
    for (const [kind, stored] of costs.weights) {
      if (!wanted.has(kind)) found.push(`kind ${kind} is weighted ${stored}, not on mainnet`);
    }
  }
  for (const key of Object.keys(MAINNET_FEE_PARAMETERS) as (keyof OnChainCosts['fees'])[]) {
    if (costs.fees[key] !== MAINNET_FEE_PARAMETERS[key]) {
      found.push(
        `${key} is ${formatUFix64(costs.fees[key])}, not ${formatUFix64(MAINNET_FEE_PARAMETERS[key])}`,
      );
    }
  }
  if (costs.bridgeOnboardFee !== MAINNET_BRIDGE_ONBOARD_FEE) {
    found.push(
      `the bridge's onboarding fee is ${formatUFix64(costs.bridgeOnboardFee)}, not ${formatUFix64(MAINNET_BRIDGE_ONBOARD_FEE)}`,
    );
  }
  return found;
}

/**
 * Sets mainnet's execution-effort weights and fee parameters on the emulator through real
 * transactions, then reads them back and throws if they did not take. The service account
 * proposes and pays each transaction and holds FlowFees' Administrator; `servicePrivateKey`
 * (the emulator's service key, which also controls the execution-parameters account) signs.
 */
export async function applyMainnetCosts(
  chain: EmulatorChain,
  servicePrivateKey: string = SERVICE_PRIVATE_KEY,
): Promise<void> {
  const service = localAuthz({ address: SERVICE_ADDRESS, privateKey: servicePrivateKey });
  const signedBy = (authorizer: string): Signers => ({
    proposer: service,
    payer: service,
    authorizers: [localAuthz({ address: authorizer, privateKey: servicePrivateKey })],
  });
  const asService: Signers = { proposer: service, payer: service, authorizers: [service] };

  const before = await readCosts(chain);
  if (before.storageCapacity - before.storageUsed < STORAGE_ROOM_NEEDED) {
    await chain.send(
      appSource('transactions/transfer_flow.cdc'),
      [cadence.ufix64(STORAGE_TOP_UP), cadence.address(EXECUTION_PARAMETERS_ADDRESS)],
      asService,
    );
  }

  const weights: JsonCadence = {
    type: 'Dictionary',
    value: MAINNET_EXECUTION_EFFORT_WEIGHTS.map(({ kind, weight }) => ({
      key: cadence.uint64(kind),
      value: cadence.uint64(weight),
    })),
  };
  await chain.send(
    source('transactions/set_execution_effort_weights.cdc'),
    [weights],
    signedBy(EXECUTION_PARAMETERS_ADDRESS),
  );

  const { surgeFactor, inclusionEffortCost, executionEffortCost } = MAINNET_FEE_PARAMETERS;
  await chain.send(
    source('transactions/set_fee_parameters.cdc'),
    [
      cadence.ufix64(surgeFactor),
      cadence.ufix64(inclusionEffortCost),
      cadence.ufix64(executionEffortCost),
    ],
    asService,
  );
  await chain.send(
    source('transactions/set_bridge_onboarding_fee.cdc'),
    [cadence.ufix64(MAINNET_BRIDGE_ONBOARD_FEE)],
    asService,
  );

  const wrong = mismatches(await readCosts(chain));
  if (wrong.length > 0) {
    throw new Error(`mainnet's costs did not take on the emulator: ${wrong.join('; ')}`);
  }
}
