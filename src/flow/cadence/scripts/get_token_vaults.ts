import { defineScript } from '../define-cadence.ts';
import cadence from './get_token_vaults.cdc?raw';

export const getTokenVaultsScript = defineScript(cadence, [['address', 'Address']]);
