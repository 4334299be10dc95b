import { cadence } from '../../../emulator/src/json-cadence.ts';
import { hexAddress } from '../../../fault-proxy/src/util.ts';
import type { LedgerAccount } from '../ledger.ts';
import { defineScriptHandler } from './define-handler.ts';
import type { ScriptContext } from './types.ts';

interface PathEntry {
  readonly path: string;
  readonly type: string;
  readonly kind: string;
  /** False for a value whose contract no longer loads: only its path and type are known. */
  readonly readable?: boolean;
}

const capability = (type: string) => `Capability<&${type}>`;

/**
 * What the ledger keeps at each path of an account, as Flow would list it: the FLOW vault, each
 * token vault and collection with the capabilities published for it, the values whose contract no
 * longer loads, and the COA. The sandbox
 * stores nothing else (no storage fillers, no stored capabilities: README, known differences).
 */
function pathsOf(ctx: ScriptContext, account: LedgerAccount | undefined, domain: string) {
  if (account === undefined) return [];
  const stored: PathEntry[] = [];
  const published: PathEntry[] = [];
  const flowVault = `A.${hexAddress(ctx.contracts.FlowToken ?? '0x0')}.FlowToken.Vault`;
  if (account.flowVault !== null) {
    stored.push({ path: '/storage/flowTokenVault', type: flowVault, kind: 'vault' });
    if (account.flowVault.receiver) {
      published.push({
        path: '/public/flowTokenReceiver',
        type: capability(flowVault),
        kind: 'vault',
      });
    }
    if (account.flowVault.balanceCapability) {
      published.push({
        path: '/public/flowTokenBalance',
        type: capability(flowVault),
        kind: 'vault',
      });
    }
  }
  for (const vault of account.vaults) {
    stored.push({ path: vault.storagePath, type: vault.typeIdentifier, kind: 'vault' });
    if (vault.receiver) {
      published.push({
        path: vault.receiverPath,
        type: capability(vault.typeIdentifier),
        kind: 'vault',
      });
    }
    published.push({
      path: vault.balancePath,
      type: capability(vault.typeIdentifier),
      kind: 'vault',
    });
  }
  for (const collection of account.collections) {
    const type = collection.nftTypeIdentifier.replace(/\.NFT$/, '.Collection');
    stored.push({ path: collection.storagePath, type, kind: 'collection' });
    published.push({ path: collection.publicPath, type: capability(type), kind: 'collection' });
  }
  for (const value of account.unloadable ?? []) {
    stored.push({ path: value.path, type: value.type, kind: '', readable: false });
  }
  if (account.coa !== null) {
    const coa = `A.${hexAddress(ctx.contracts.EVM ?? '0x0')}.EVM.CadenceOwnedAccount`;
    stored.push({ path: '/storage/evm', type: coa, kind: 'coa' });
    published.push({ path: '/public/evm', type: capability(coa), kind: 'coa' });
  }
  return domain === 'storage' ? stored : published;
}

/**
 * One window of an account's storage or public paths (scripts/get_account_storage.cdc): its
 * pre-conditions, then the paths in `[offset, offset + limit)`. Every entry is readable but a
 * value whose contract no longer loads (a fixture's `unloadable` vault).
 */
export const getAccountStorage = defineScriptHandler('scripts/get_account_storage.cdc', {
  errorSites: ['domain == "storage" ||', 'limit > 0 && limit <= 200:', 'offset >= 0:'],
  run(ctx, { address, domain, offset, limit }) {
    if (domain !== 'storage' && domain !== 'public') {
      ctx.preconditionFailed('domain must be storage or public', 'domain == "storage" ||');
    }
    if (offset < 0n) ctx.preconditionFailed('offset must not be negative', 'offset >= 0:');
    if (!(limit > 0n && limit <= 200n)) {
      ctx.preconditionFailed('limit must be between 1 and 200', 'limit > 0 && limit <= 200:');
    }
    const paths = pathsOf(ctx, ctx.ledger.account(address), domain);
    return cadence.struct(`s.${ctx.location}.StoragePage`, {
      total: cadence.int(BigInt(paths.length)),
      entries: cadence.array(
        paths.slice(Number(offset), Number(offset + limit)).map((entry) =>
          cadence.struct(`s.${ctx.location}.StorageEntry`, {
            path: cadence.string(entry.path),
            type: cadence.string(entry.type),
            kind: cadence.string(entry.kind),
            readable: cadence.bool(entry.readable ?? true),
          }),
        ),
      ),
    });
  },
});
