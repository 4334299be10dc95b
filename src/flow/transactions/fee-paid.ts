import type { TransactionStatus } from '@onflow/typedefs';
import { systemContractAddress } from '../contracts.ts';
import type { FlowNetwork } from '../networks.ts';
import { parseUFix64OrNull } from '../ufix64.ts';

/** The type of the network's own FlowFees.FeesDeducted event. */
export const feesDeductedType = (network: FlowNetwork): string =>
  `A.${systemContractAddress(network, 'FlowFees').slice(2)}.FlowFees.FeesDeducted`;

/**
 * The fee a transaction paid (UFix64 units), from the `FeesDeducted` event of the network's own
 * FlowFees contract; null when there is none (fees off, or not executed yet). A contract of any
 * other address may name itself FlowFees and emit look-alike events from inside a transaction
 * (an NFT receiver, say), so the address must match.
 */
export function feePaidOf(
  events: TransactionStatus['events'] | undefined,
  network: FlowNetwork,
): bigint | null {
  const type = feesDeductedType(network);
  const event = events?.find((candidate) => candidate.type === type);
  const data: unknown = event?.data;
  if (typeof data !== 'object' || data === null || !('amount' in data)) return null;
  return parseUFix64OrNull(data.amount);
}
