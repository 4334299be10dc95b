import { shortenAddress } from '../../components/ui/shorten-address.ts';
import { computeLimit } from '../../flow/cadence/compute-limits.ts';
import type { TokenVault } from '../../flow/cadence/scripts/get_token_vaults.ts';
import { transferFlowTransaction } from '../../flow/cadence/transactions/transfer_flow.ts';
import { transferFlowToEvmTransaction } from '../../flow/cadence/transactions/transfer_flow_to_evm.ts';
import { transferTokensTransaction } from '../../flow/cadence/transactions/transfer_tokens.ts';
import type { Recipient } from '../../flow/recipient-address.ts';
import { tokenContractOf } from '../../flow/tokens/token-identity.ts';
import { planTransaction, type TransactionPlan } from '../../flow/transaction-plan.ts';
import { formatUFix64Display } from '../../flow/ufix64.ts';

export type SendAsset =
  | { readonly kind: 'flow' }
  | { readonly kind: 'token'; readonly vault: TokenVault; readonly symbol: string };

/** Exactly what will be signed for a send. */
export type SendPlan = TransactionPlan;

/** The compute limit of the transaction a send of `asset` to `recipient` makes. */
export function sendComputeLimit(asset: SendAsset, recipient: Recipient | null): number {
  const definition =
    asset.kind === 'token'
      ? transferTokensTransaction
      : recipient?.kind === 'evm'
        ? transferFlowToEvmTransaction
        : transferFlowTransaction;
  return computeLimit(definition.computation);
}

/** The transaction for a send; throws only on a token whose identifier is not a Vault type. */
export function planSend(asset: SendAsset, recipient: Recipient, amount: bigint): SendPlan {
  return { ...transferPlan(asset, recipient, amount), recipient: recipient.address };
}

function transferPlan(asset: SendAsset, recipient: Recipient, amount: bigint): SendPlan {
  const symbol = asset.kind === 'flow' ? 'FLOW' : asset.symbol;
  const title = `Send ${formatUFix64Display(amount)} ${symbol} to ${shortenAddress(recipient.address)}`;
  if (asset.kind === 'flow') {
    return recipient.kind === 'evm'
      ? planTransaction(title, transferFlowToEvmTransaction, {
          recipientEVMAddressHex: recipient.address,
          amount,
        })
      : planTransaction(title, transferFlowTransaction, { amount, to: recipient.address });
  }
  const contract = tokenContractOf(asset.vault.identifier);
  if (!contract || recipient.kind !== 'cadence') {
    throw new Error('Tokens are sent to Cadence addresses through their contract');
  }
  return planTransaction(title, transferTokensTransaction, {
    amount,
    to: recipient.address,
    contractAddress: contract.address,
    contractName: contract.name,
  });
}
