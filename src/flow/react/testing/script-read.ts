import { queryScript } from '../../client/run-script.ts';
import { defineFlowQuery } from '../../reads/define-flow-query.ts';
import { useFlowRead } from '../useFlowRead.ts';

const SCRIPT = 'access(all) fun main(): Int { return 7 }';

/** For provider tests: one script request, its answer as text. */
const scriptTextQuery = defineFlowQuery({
  id: 'test:scriptText',
  get: ({ getReader }, _: Record<string, never>) =>
    queryScript(getReader, { cadence: SCRIPT, args: [], decode: String }),
});

const NO_PARAMS: Record<string, never> = {};

export const useScriptText = () => useFlowRead(scriptTextQuery, NO_PARAMS);
