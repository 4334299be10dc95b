import type { ScriptRunRequest } from '../client/flow-client.ts';
import { withDeadline } from '../client/query-deadline.ts';
import { defineFlowQuery } from './define-flow-query.ts';

/**
 * A script the user wrote, run as written (the script runner). Unlike the app's own reads, the
 * Cadence is this read's parameter, so it is in the key; a run is an explicit action and always
 * asks the node again.
 */
export const scriptRunQuery = defineFlowQuery({
  id: 'scriptRun',
  get: ({ getReader }, request: ScriptRunRequest) =>
    withDeadline(async () => (await getReader()).runScript(request)),
  staleTime: 0,
});
