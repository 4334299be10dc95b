import { defineScript } from '../define-cadence.ts';
import cadence from './get_nft_detail.cdc?raw';

export const getNftDetailScript = defineScript(cadence, [
  ['address', 'Address'],
  ['storagePath', 'String'],
  ['id', 'UInt64'],
]);
