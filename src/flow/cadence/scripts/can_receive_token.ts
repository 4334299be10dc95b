import { defineScript } from '../define-cadence.ts';
import cadence from './can_receive_token.cdc?raw';

export const canReceiveTokenScript = defineScript(cadence, [
  ['recipient', 'Address'],
  ['receiverPath', 'String'],
]);
