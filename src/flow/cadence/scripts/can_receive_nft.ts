import { defineScript } from '../define-cadence.ts';
import cadence from './can_receive_nft.cdc?raw';

export const canReceiveNftScript = defineScript(cadence, [
  ['recipient', 'Address'],
  ['nftIdentifier', 'String'],
]);
