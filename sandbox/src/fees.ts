/**
 * FlowFees as the sandbox charges it: the contract's formula on UFix64 units, with the
 * parameters the Flow emulator (v1.20.0, `--transaction-fees`) sets, read from its FlowFees:
 * surge factor 1.0, inclusion effort cost 0.00001, execution effort cost 0.
 */
const FEE_PARAMETERS = {
  surgeFactor: 100_000_000n,
  inclusionEffortCost: 1_000n,
  executionEffortCost: 0n,
} as const;

/** flow-go charges every transaction an inclusion effort of 1.0. */
export const INCLUSION_EFFORT = 100_000_000n;

const UNIT = 100_000_000n;
const multiply = (a: bigint, b: bigint) => (a * b) / UNIT;

/**
 * `FlowFees.computeFees(inclusionEffort:executionEffort:)`; flow-go passes the computation used
 * as the execution effort, in 10^-8 units (16 computation → 0.00000016).
 */
export function computeFees(inclusionEffort: bigint, computation: bigint): bigint {
  const { surgeFactor, inclusionEffortCost, executionEffortCost } = FEE_PARAMETERS;
  return multiply(
    surgeFactor,
    multiply(inclusionEffort, inclusionEffortCost) + multiply(computation, executionEffortCost),
  );
}
