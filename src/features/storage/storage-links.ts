import type { StorageEntry } from '../../flow/cadence/scripts/get_account_storage.ts';

/** The app's own screens for one account (the signed-in user's, or any address's). */
export interface AccountScreens {
  readonly tokens: string;
  readonly nfts: string;
  /** Where the account's COA is shown. */
  readonly evm: string;
}

export interface ScreenLink {
  readonly to: string;
  readonly label: string;
}

const STORAGE_PREFIX = '/storage/';

/**
 * The screen that shows what is at a path, for the kinds the app shows: never a link built from
 * anything but the app's own routes and a storage path identifier (which Cadence limits to
 * letters, digits and underscores).
 */
export function screenFor(entry: StorageEntry, screens: AccountScreens): ScreenLink | null {
  switch (entry.kind) {
    case 'vault':
      return { to: screens.tokens, label: 'Show in Tokens' };
    case 'collection': {
      const identifier = entry.path.startsWith(STORAGE_PREFIX)
        ? entry.path.slice(STORAGE_PREFIX.length)
        : '';
      return /^[A-Za-z_][A-Za-z0-9_]*$/.test(identifier)
        ? { to: `${screens.nfts}?collection=${identifier}`, label: 'Show in NFTs' }
        : { to: screens.nfts, label: 'Show in NFTs' };
    }
    case 'coa':
      return { to: screens.evm, label: 'Show the EVM account' };
    default:
      return null;
  }
}

const KIND_NAMES = {
  vault: 'Fungible token vault',
  collection: 'NFT collection',
  coa: 'EVM account (COA)',
  capability: 'Stored capability',
  other: null,
} as const;

export function kindName(entry: StorageEntry): string | null {
  return entry.kind === null ? null : KIND_NAMES[entry.kind];
}
