import { formatFlow } from './flow-amounts.ts';

/** What the payer lacks to pay for a transaction, in UFix64 units, and why it needs that much. */
export interface PayerShortfall {
  readonly needed: bigint;
  readonly storageReserve: bigint;
  readonly spends: bigint;
  readonly maxFee: bigint;
}

/**
 * Whether an account can pay for a transaction it signs as payer. flow-go runs a transaction
 * only if the payer can pay the most its fee can be, and afterwards checks each account's storage
 * against its balance less that maximum fee: a payer short of it fails with 1103 and still pays
 * the fee. So the payer needs its storage reserve, the FLOW the transaction takes from its vault,
 * and the maximum fee at the transaction's compute limit.
 */
export function payerShortfall(
  account: { readonly balance: bigint; readonly storageReserve: bigint },
  spends: bigint,
  maxFee: bigint,
): PayerShortfall | null {
  const needed = account.storageReserve + spends + maxFee;
  return account.balance >= needed
    ? null
    : { needed, storageReserve: account.storageReserve, spends, maxFee };
}

/** The shortfall in words: "This account needs at least 0.40106 FLOW to send this: Flow reserves …". */
export function describeShortfall(shortfall: PayerShortfall): string {
  const parts = [
    `the most its fee can be (${formatFlow(shortfall.maxFee)} FLOW)`,
    ...(shortfall.spends > 0n ? [`the ${formatFlow(shortfall.spends)} FLOW it sends`] : []),
    `the ${formatFlow(shortfall.storageReserve)} FLOW that pays for its storage`,
  ];
  const listed = `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `This account needs at least ${formatFlow(shortfall.needed)} FLOW to send this: Flow reserves ${listed}.`;
}
