import { defineScript } from '../define-cadence.ts';
import cadence from './get_flow_balance.cdc?raw';

export const getFlowBalanceScript = defineScript(cadence, [['address', 'Address']]);
