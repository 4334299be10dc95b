/**
 * The script reader's code (script-reader.ts), fetched once: the router starts it with the
 * code of the screens that read, so that their first script does not wait for it.
 */
export const loadScriptReaderCode = () => import('./script-reader.ts');
