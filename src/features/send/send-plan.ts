import {
  type CadenceArgumentType,
  type CadenceDefinition,
  type CadenceParameterList,
  encodeArguments,
} from '../../flow/cadence/define-cadence.ts';
import type { CadenceValue } from '../../flow/cadence/json-cadence.ts';
import type { TokenVault } from '../../flow/cadence/scripts/get_token_vaults.ts';
import { transferFlowTransaction } from '../../flow/cadence/transactions/transfer_flow.ts';
import { transferFlowToEvmTransaction } from '../../flow/cadence/transactions/transfer_flow_to_evm.ts';
import { transferTokensTransaction } from '../../flow/cadence/transactions/transfer_tokens.ts';
import { formatUFix64Display } from '../../flow/ufix64.ts';
import type { Recipient } from './recipient.ts';

export type SendAsset =
  | { readonly kind: 'flow' }
  | { readonly kind: 'token'; readonly vault: TokenVault; readonly symbol: string };

export interface ReviewArgument {
  readonly name: string;
  readonly type: CadenceArgumentType;
  readonly value: string;
}

/** Exactly what will be signed: the Cadence, its JSON-Cadence arguments, and how to show them. */
export interface SendPlan {
  readonly title: string;
  readonly cadence: string;
  readonly args: CadenceValue[];
  readonly review: ReviewArgument[];
}

/** `A.192440c99cb17282.SandboxUSD.Vault` → the token contract's address and name. */
export function tokenContractOf(identifier: string): { address: string; name: string } | null {
  const match = /^A\.([0-9a-f]{16})\.([A-Za-z_][A-Za-z0-9_]*)\.Vault$/.exec(identifier);
  return match?.[1] && match[2] ? { address: `0x${match[1]}`, name: match[2] } : null;
}

function reviewOf(
  parameters: CadenceParameterList,
  args: readonly CadenceValue[],
): ReviewArgument[] {
  return parameters.map(([name, type], index) => {
    const arg = args[index];
    return { name, type, value: arg && 'value' in arg ? String(arg.value) : '' };
  });
}

function plan<parameters extends CadenceParameterList>(
  title: string,
  definition: CadenceDefinition<parameters>,
  args: CadenceValue[],
): SendPlan {
  return {
    title,
    cadence: definition.cadence,
    args,
    review: reviewOf(definition.parameters, args),
  };
}

const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** The transaction for a send; throws only on a token whose identifier is not a Vault type. */
export function planSend(asset: SendAsset, recipient: Recipient, amount: bigint): SendPlan {
  const symbol = asset.kind === 'flow' ? 'FLOW' : asset.symbol;
  const title = `Send ${formatUFix64Display(amount)} ${symbol} to ${shortAddress(recipient.address)}`;
  if (asset.kind === 'flow') {
    return recipient.kind === 'evm'
      ? plan(
          title,
          transferFlowToEvmTransaction,
          encodeArguments(transferFlowToEvmTransaction, {
            recipientEVMAddressHex: recipient.address,
            amount,
          }),
        )
      : plan(
          title,
          transferFlowTransaction,
          encodeArguments(transferFlowTransaction, { amount, to: recipient.address }),
        );
  }
  const contract = tokenContractOf(asset.vault.identifier);
  if (!contract || recipient.kind !== 'cadence') {
    throw new Error('Tokens are sent to Cadence addresses through their contract');
  }
  return plan(
    title,
    transferTokensTransaction,
    encodeArguments(transferTokensTransaction, {
      amount,
      to: recipient.address,
      contractAddress: contract.address,
      contractName: contract.name,
    }),
  );
}
