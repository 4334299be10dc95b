import type { FlowConfig } from '../config.ts';
import type { FlowReader } from './flow-client.ts';

/**
 * The script reader's code (script-reader.ts), fetched once: the router starts it with the
 * code of the screens that read, so that their first script does not wait for it.
 */
export const loadScriptReaderCode = () => import('./script-reader.ts');

/** A script reader for `config`, its code loaded first (FlowProvider's, and the first reads'). */
export const loadScriptReader = async (
  config: Pick<FlowConfig, 'flowNetwork' | 'accessNodeUrl'>,
): Promise<FlowReader> => (await loadScriptReaderCode()).createScriptReader(config);
