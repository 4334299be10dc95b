import { AccessNodeError } from '../../flow/errors.ts';

// The panics of get_nft_detail.cdc / get_nfts_page.cdc when the NFT or the collection is gone.
const MISSING = ['No NFT with id ', 'No NFT collection at /storage/'];

/** Whether a script failed because the NFT (or its collection) is not in the account. */
export function isNftNotFound(error: unknown): boolean {
  if (!(error instanceof AccessNodeError) || error.flowError === undefined) return false;
  const { reason, raw } = error.flowError;
  return MISSING.some((text) => (reason ?? raw).includes(text));
}
