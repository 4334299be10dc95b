/** What a transaction's payer pays: the fee moved to FlowFees, and the storage check after it. */

import { cadence } from '../../emulator/src/json-cadence.ts';
import { storageCapacityExceeded } from '../../fault-proxy/src/errors.ts';
import { hexAddress } from '../../fault-proxy/src/util.ts';
import { type Emitted, event } from './chain-records.ts';
import { computeFees, INCLUSION_EFFORT } from './fees.ts';
import { type Ledger, storageCapacity } from './ledger.ts';

/**
 * The least fee of an executed transaction when fees are on: FlowFees' inclusion part (0.00001
 * FLOW with the emulator's parameters, where computation costs nothing more).
 */
export const TRANSACTION_FEE = computeFees(INCLUSION_EFFORT, 0n);
/** The fee for `computation`, never more than the payer's vault holds. */
function feeCharged(balance: bigint, computation: number): bigint {
  const fee = computeFees(INCLUSION_EFFORT, BigInt(computation));
  return balance < fee ? balance : fee;
}

/** The storage error the payer would have once its fee is paid, or null if it stays within. */
export function overStorageAfterFee(
  ledger: Ledger,
  payerAddress: string,
  computation: number,
): string | null {
  const payer = ledger.account(payerAddress);
  const vault = payer?.flowVault;
  if (payer === undefined || vault == null) return null;
  const capacity = storageCapacity({
    ...payer,
    flowVault: { ...vault, balance: vault.balance - feeCharged(vault.balance, computation) },
  });
  return payer.storageUsed > capacity
    ? storageCapacityExceeded(payer.address, payer.storageUsed, capacity)
    : null;
}

/**
 * Moves the fee from the payer to FlowFees with the events FlowFees.deductTransactionFee
 * emits. Never takes more than the payer holds.
 */
export function deductFee(ledger: Ledger, payerAddress: string, computation: number): Emitted[] {
  const payer = ledger.account(payerAddress);
  const vault = payer?.flowVault;
  if (payer === undefined || vault == null) return [];
  const amount = feeCharged(vault.balance, computation);
  const feesAddress = ledger.contracts.FlowFees ?? '0x0';
  const flowFees = ledger.account(feesAddress);
  vault.balance -= amount;
  if (flowFees?.flowVault != null) flowFees.flowVault.balance += amount;
  const flowToken = hexAddress(ledger.contracts.FlowToken ?? '0x0');
  const fungibleToken = hexAddress(ledger.contracts.FungibleToken ?? '0x0');
  const vaultType = `A.${flowToken}.FlowToken.Vault`;
  const withdrawnUuid = ledger.nextUuid();
  return [
    event(`A.${flowToken}.FlowToken.TokensWithdrawn`, {
      amount: cadence.ufix64(amount),
      from: cadence.optional(cadence.address(payer.address)),
    }),
    event(`A.${fungibleToken}.FungibleToken.Withdrawn`, {
      type: cadence.string(vaultType),
      amount: cadence.ufix64(amount),
      from: cadence.optional(cadence.address(payer.address)),
      fromUUID: cadence.uint64(vault.uuid),
      withdrawnUUID: cadence.uint64(withdrawnUuid),
      balanceAfter: cadence.ufix64(vault.balance),
    }),
    event(`A.${flowToken}.FlowToken.TokensDeposited`, {
      amount: cadence.ufix64(amount),
      to: cadence.optional(cadence.address(feesAddress)),
    }),
    event(`A.${fungibleToken}.FungibleToken.Deposited`, {
      type: cadence.string(vaultType),
      amount: cadence.ufix64(amount),
      to: cadence.optional(cadence.address(feesAddress)),
      toUUID: cadence.uint64(flowFees?.flowVault?.uuid ?? 0n),
      depositedUUID: cadence.uint64(withdrawnUuid),
      balanceAfter: cadence.ufix64(flowFees?.flowVault?.balance ?? 0n),
    }),
    event(`A.${hexAddress(feesAddress)}.FlowFees.FeesDeducted`, {
      amount: cadence.ufix64(amount),
      inclusionEffort: cadence.ufix64(INCLUSION_EFFORT),
      executionEffort: cadence.ufix64(BigInt(computation)),
    }),
  ];
}
