import { defineScript } from '../define-cadence.ts';
import cadence from './get_account_summary.cdc?raw';

export const getAccountSummaryScript = defineScript(cadence, [['address', 'Address']]);
