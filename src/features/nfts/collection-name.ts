import { displayText } from '../../components/ui/plain-text.ts';
import type { NftCollection } from '../../flow/cadence/scripts/get_nft_collections.ts';

/** Longest collection name shown (CSS clamps it further). */
const MAX_NAME_LENGTH = 200;

/** A collection's name made fit to show, never empty. */
export const collectionName = (collection: NftCollection): string =>
  displayText(collection.name, MAX_NAME_LENGTH) || 'Unnamed collection';
