import accountStorage from '../../flow/cadence/scripts/examples/account_storage.cdc?raw';
import coaAddress from '../../flow/cadence/scripts/examples/coa_address.cdc?raw';
import currentBlock from '../../flow/cadence/scripts/examples/current_block.cdc?raw';
import flowBalance from '../../flow/cadence/scripts/examples/flow_balance.cdc?raw';
import flowBalances from '../../flow/cadence/scripts/examples/flow_balances.cdc?raw';
import nftDisplay from '../../flow/cadence/scripts/examples/nft_display.cdc?raw';
import nftIds from '../../flow/cadence/scripts/examples/nft_ids.cdc?raw';
import type { ArgumentDraft } from './argument-drafts.ts';

/** A ready-made script for the picker; string imports, so it runs on every network. */
export interface ScriptExample {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly cadence: string;
  /** The arguments to start from; `account` is the signed-in address (null when signed out). */
  defaultArgs(account: string | null): Record<string, ArgumentDraft>;
}

const text = (value: string): ArgumentDraft => ({ text: value, isNil: false });
const nil: ArgumentDraft = { text: '', isNil: true };

/** The signed-in account as the `address` argument, or an empty field to fill in. */
const addressArgs = (account: string | null): Record<string, ArgumentDraft> => ({
  address: text(account ?? ''),
});

export const SCRIPT_EXAMPLES: readonly ScriptExample[] = [
  {
    id: 'flow-balance',
    title: 'FLOW balance',
    description: "One account's FLOW balance (UFix64), read through its public balance capability.",
    cadence: flowBalance,
    defaultArgs: addressArgs,
  },
  {
    id: 'flow-balances',
    title: 'FLOW balances of several accounts',
    description:
      'Balances of a list of accounts (a JSON array of addresses), keeping those at or above an optional minimum.',
    cadence: flowBalances,
    defaultArgs: (account) => ({
      addresses: text(account === null ? '[]' : JSON.stringify([account])),
      minimum: nil,
    }),
  },
  {
    id: 'account-storage',
    title: 'Account storage',
    description: 'Balance, available balance, storage used and storage capacity of an account.',
    cadence: accountStorage,
    defaultArgs: addressArgs,
  },
  {
    id: 'coa-address',
    title: 'COA EVM address',
    description:
      "The EVM address of an account's Cadence-owned account (hex without 0x), or nil without one.",
    cadence: coaAddress,
    defaultArgs: addressArgs,
  },
  {
    id: 'nft-ids',
    title: 'NFT ids per collection',
    description: 'Every NFT collection an account stores, with the ids it holds.',
    cadence: nftIds,
    defaultArgs: addressArgs,
  },
  {
    id: 'nft-display',
    title: 'NFT display',
    description:
      "One NFT's Display view: name, description and thumbnail URI, as its contract resolves them.",
    cadence: nftDisplay,
    defaultArgs: (account) => ({
      address: text(account ?? ''),
      storagePath: text(''),
      id: text(''),
    }),
  },
  {
    id: 'current-block',
    title: 'Current block',
    description:
      'The block the script runs at: height, id and timestamp (set a block height to read an older one).',
    cadence: currentBlock,
    defaultArgs: () => ({}),
  },
];

export function scriptExample(id: string): ScriptExample | undefined {
  return SCRIPT_EXAMPLES.find((example) => example.id === id);
}
