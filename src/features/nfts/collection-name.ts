import { contractLabel, shownIdentifier } from '../../components/ui/contract-label.ts';
import { displayText } from '../../components/ui/plain-text.ts';
import type { NftCollection } from '../../flow/cadence/scripts/get_nft_collections.ts';
import { contractOfType, type TypeContract } from '../../flow/type-contract.ts';

/** Longest collection name shown (CSS clamps it further). */
const MAX_NAME_LENGTH = 200;

/** A collection's name made fit to show, never empty. */
export const collectionName = (collection: NftCollection): string =>
  displayText(collection.name, MAX_NAME_LENGTH) || 'Unnamed collection';

/** The contract of a collection, from its type identifier (`A.<address>.<Contract>.Collection`). */
export const collectionContract = (collection: NftCollection): TypeContract | null =>
  contractOfType(collection.identifier, 'Collection');

/**
 * Who a collection is, in words, for places that show only text (a card inside a link, an
 * option): its contract and address, or its type identifier when it has no such contract.
 */
export function collectionOriginText(collection: NftCollection): string {
  const contract = collectionContract(collection);
  return contract ? contractLabel(contract) : shownIdentifier(collection.identifier);
}
