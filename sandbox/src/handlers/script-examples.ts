/**
 * The script runner's examples (src/flow/cadence/scripts/examples/*.cdc), computed from the
 * ledger as of the block the script runs at, like the app's own scripts.
 */

import {
  addressArg,
  arrayArg,
  cadence,
  integerArg,
  type JsonCadence,
  stringArg,
  ufix64Arg,
} from '../../../emulator/src/json-cadence.ts';
import { hexAddress, isRecord } from '../../../fault-proxy/src/util.ts';
import { formatUFix64 } from '../../../src/flow/ufix64.ts';
import { availableBalance, type Ledger, storageCapacity } from '../ledger.ts';
import { collectionIds, nftNamedBy } from './nft-storage.ts';
import type { ScriptHandler } from './types.ts';

const dictionary = (
  entries: readonly { readonly key: JsonCadence; readonly value: JsonCadence }[],
): JsonCadence => ({ type: 'Dictionary', value: [...entries] });

/** `getAccount(a).capabilities.borrow<&{FungibleToken.Balance}>(/public/flowTokenBalance)?.balance`. */
function flowBalanceOf(ledger: Ledger, address: string): bigint | null {
  const vault = ledger.account(address)?.flowVault ?? null;
  return vault === null || !vault.balanceCapability ? null : vault.balance;
}

/** A `UFix64?` argument (already checked): null for nil. */
function optionalUfix64Arg(value: unknown): bigint | null {
  const inner = isRecord(value) ? value.value : undefined;
  return inner === null || inner === undefined ? null : ufix64Arg(inner);
}

const exampleFlowBalance: ScriptHandler = {
  kind: 'script',
  file: 'scripts/examples/flow_balance.cdc',
  errorSites: ['panic('],
  run(ctx) {
    const address = addressArg(ctx.args[0]);
    const balance = flowBalanceOf(ctx.ledger, address);
    if (balance === null) {
      return ctx.panic(`Could not borrow a FLOW balance reference for ${address}`, 'panic(');
    }
    return cadence.ufix64(balance);
  },
};

const exampleFlowBalances: ScriptHandler = {
  kind: 'script',
  file: 'scripts/examples/flow_balances.cdc',
  run(ctx) {
    const addresses = arrayArg(ctx.args[0], addressArg);
    const minimum = optionalUfix64Arg(ctx.args[1]) ?? 0n;
    // A Cadence dictionary: a repeated address is one key, last assignment wins (same value).
    const balances = new Map<string, bigint>();
    for (const address of addresses) {
      const balance = flowBalanceOf(ctx.ledger, address) ?? 0n;
      if (balance >= minimum) balances.set(address, balance);
    }
    return dictionary(
      [...balances].map(([address, balance]) => ({
        key: cadence.address(address),
        value: cadence.ufix64(balance),
      })),
    );
  },
};

/** Like Cadence's `getAccount`: an address without an account reads as an empty one. */
const exampleAccountStorage: ScriptHandler = {
  kind: 'script',
  file: 'scripts/examples/account_storage.cdc',
  run(ctx) {
    const address = addressArg(ctx.args[0]);
    const account = ctx.ledger.account(address);
    return cadence.struct(`s.${ctx.location}.AccountStorage`, {
      address: cadence.address(address),
      balance: cadence.ufix64(account?.flowVault?.balance ?? 0n),
      availableBalance: cadence.ufix64(account === undefined ? 0n : availableBalance(account)),
      storageUsed: cadence.uint64(account?.storageUsed ?? 0n),
      storageCapacity: cadence.uint64(account === undefined ? 0n : storageCapacity(account)),
    });
  },
};

/** `EVMAddress.toString()`: 40 lowercase hex digits, no 0x. */
const exampleCoaAddress: ScriptHandler = {
  kind: 'script',
  file: 'scripts/examples/coa_address.cdc',
  run(ctx) {
    const coa = ctx.ledger.account(addressArg(ctx.args[0]))?.coa ?? null;
    return cadence.optional(
      coa === null ? null : cadence.string(coa.evmAddress.slice(2).toLowerCase()),
    );
  },
};

const exampleNftIds: ScriptHandler = {
  kind: 'script',
  file: 'scripts/examples/nft_ids.cdc',
  run(ctx) {
    const account = ctx.ledger.account(addressArg(ctx.args[0]));
    return dictionary(
      (account?.collections ?? []).map((collection) => ({
        key: cadence.string(
          `A.${hexAddress(collection.contractAddress)}.${collection.contractName}.Collection`,
        ),
        value: cadence.array(collectionIds(collection).map((id) => cadence.uint64(id))),
      })),
    );
  },
};

/**
 * The NFT's Display, texts and URI untouched (the hostile fixture's metadata reaches the page
 * this way). Every ledger NFT resolves a Display, so the result is never nil here.
 */
const exampleNftDisplay: ScriptHandler = {
  kind: 'script',
  file: 'scripts/examples/nft_display.cdc',
  errorSites: [
    'panic(',
    'panic("Invalid storage path',
    'panic("No NFT collection',
    'panic("No NFT with id',
  ],
  run(ctx) {
    const address = addressArg(ctx.args[0]);
    const storagePath = stringArg(ctx.args[1]);
    const id = integerArg(ctx.args[2]);
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(storagePath)) {
      return ctx.panic(`Invalid storage path ${storagePath}`, 'panic("Invalid storage path');
    }
    const { nft } = nftNamedBy(ctx, address, storagePath, id);
    return cadence.optional(
      cadence.struct(`s.${ctx.location}.NftDisplay`, {
        id: cadence.uint64(id),
        name: cadence.string(nft.name),
        description: cadence.string(nft.description),
        thumbnail: cadence.string(nft.thumbnail),
      }),
    );
  },
};

/** `getCurrentBlock()` at the block the script runs at; Cadence's timestamp is whole seconds. */
const exampleCurrentBlock: ScriptHandler = {
  kind: 'script',
  file: 'scripts/examples/current_block.cdc',
  run(ctx) {
    const seconds = BigInt(Math.floor(Date.parse(ctx.block.timestamp) / 1000));
    return cadence.struct(`s.${ctx.location}.CurrentBlock`, {
      height: cadence.uint64(ctx.block.height),
      id: cadence.string(ctx.block.id),
      timestamp: { type: 'UFix64', value: formatUFix64(seconds * 100_000_000n) },
    });
  },
};

export const SCRIPT_EXAMPLE_HANDLERS: readonly ScriptHandler[] = [
  exampleFlowBalance,
  exampleFlowBalances,
  exampleAccountStorage,
  exampleCoaAddress,
  exampleNftIds,
  exampleNftDisplay,
  exampleCurrentBlock,
];
