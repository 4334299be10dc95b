import { defineScript } from '../define-cadence.ts';
import cadence from './get_nft_collections.cdc?raw';

export const getNftCollectionsScript = defineScript(cadence, [['address', 'Address']]);
