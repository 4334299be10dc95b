import { defineScript } from '../define-cadence.ts';
import cadence from './get_nfts_page.cdc?raw';

export const getNftsPageScript = defineScript(cadence, [
  ['address', 'Address'],
  ['storagePath', 'String'],
  ['offset', 'Int'],
  ['limit', 'Int'],
]);
