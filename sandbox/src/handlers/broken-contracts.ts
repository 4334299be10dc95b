import { hexAddress } from '../../../fault-proxy/src/util.ts';
import { fixtureContractSource } from '../../../worlds/contract-source.ts';
import { positionOf } from '../cadence.ts';
import type { FungibleTokenVault, NftCollection } from '../ledger.ts';
import type { ScriptContext } from './types.ts';

/**
 * The broken contracts of the worlds (a fixture's `fault`), failing as they do on the emulator:
 * a panic inside the contract (emulator/contracts/SandboxUSD.cdc and SandboxKitties.cdc, renamed),
 * at the panic's line in that source, so the app sees the same failing contract either way.
 */
function panicInContract(
  ctx: ScriptContext,
  kind: 'token' | 'nft',
  contractAddress: string,
  contractName: string,
  message: string,
  needle: string,
): never {
  const at = positionOf(fixtureContractSource(kind, contractName), needle);
  return ctx.fail(`panic: ${message}`, `${hexAddress(contractAddress)}.${contractName}:${at}`);
}

/** A vault whose contract panics when asked for its FTDisplay. */
export function checkTokenDisplay(ctx: ScriptContext, vault: FungibleTokenVault): void {
  if (vault.fault === 'display') {
    panicInContract(
      ctx,
      'token',
      vault.contractAddress,
      vault.contractName,
      `${vault.contractName} cannot describe itself`,
      `panic("${vault.contractName} cannot describe itself")`,
    );
  }
}

/** A collection whose contract panics in `resolveView` (an NFT's or the collection's display). */
export function checkResolveView(ctx: ScriptContext, collection: NftCollection): void {
  checkCollectionPart(ctx, collection, 'resolveView');
}

/** A collection whose `getLength` panics (the dashboard's and the collection list's NFT count). */
export function checkGetLength(ctx: ScriptContext, collection: NftCollection): void {
  checkCollectionPart(ctx, collection, 'getLength');
}

function checkCollectionPart(
  ctx: ScriptContext,
  collection: NftCollection,
  part: 'resolveView' | 'getLength',
): void {
  if (collection.fault === part) {
    panicInContract(
      ctx,
      'nft',
      collection.contractAddress,
      collection.contractName,
      `${collection.contractName}: ${part} is broken`,
      `panic("${collection.contractName}: "`,
    );
  }
}
