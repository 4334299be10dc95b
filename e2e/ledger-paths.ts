/**
 * What the sandbox's ledger holds inside an account, read from `GET /_sandbox/state`: the
 * expected values of the keys, contracts and storage journeys.
 */
import type { SandboxControl } from '../sandbox/src/control.ts';
import { type Json, list, record } from './sandbox-json.ts';

interface LedgerKey {
  index: number;
  publicKey: string;
  weight: number;
  revoked: boolean;
}

export interface LedgerPaths {
  address: string;
  keys: LedgerKey[];
  /** Storage paths and public paths, as the ledger's vaults, collections and COA imply. */
  stored: string[];
  published: string[];
  contracts: string[];
}

const text = (json: Json, key: string) => String(json[key]);

/** The sandbox's account at fixture index `index`: its address, keys, paths and contracts. */
export async function ledgerPathsAt(sandbox: SandboxControl, index: number): Promise<LedgerPaths> {
  const state = record(await sandbox.state(), 'state');
  const found = list(state.accounts, 'accounts')
    .map((account) => record(account, 'account'))
    .find((account) => account.index === index);
  if (found === undefined) throw new Error(`the sandbox has no account ${index}`);
  const flowVault = found.flowVault === null ? null : record(found.flowVault, 'flowVault');
  const vaults = list(found.vaults, 'vaults').map((vault) => record(vault, 'vault'));
  const collections = list(found.collections, 'collections').map((c) => record(c, 'collection'));
  return {
    address: text(found, 'address'),
    keys: list(found.keys, 'keys').map((entry) => {
      const key = record(entry, 'key');
      return {
        index: Number(key.index),
        publicKey: text(key, 'publicKey'),
        weight: Number(key.weight),
        revoked: key.revoked === true,
      };
    }),
    stored: [
      ...(flowVault ? ['/storage/flowTokenVault'] : []),
      ...vaults.map((vault) => text(vault, 'storagePath')),
      ...collections.map((collection) => text(collection, 'storagePath')),
      ...(found.coa === null ? [] : ['/storage/evm']),
    ],
    published: [
      ...(flowVault?.receiver ? ['/public/flowTokenReceiver'] : []),
      ...(flowVault?.balanceCapability ? ['/public/flowTokenBalance'] : []),
      ...vaults.flatMap((vault) => [
        ...(vault.receiver ? [text(vault, 'receiverPath')] : []),
        text(vault, 'balancePath'),
      ]),
      ...collections.map((collection) => text(collection, 'publicPath')),
      ...(found.coa === null ? [] : ['/public/evm']),
    ],
    contracts: Object.keys(record(found.contracts, 'contracts')),
  };
}
