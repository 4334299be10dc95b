import type { ScriptAnalysis } from './script-analysis.ts';

/** Main thread → parser worker: check this source. */
export interface ParseRequest {
  readonly id: number;
  readonly code: string;
}

/** Parser worker → main thread. */
export type ParseResponse =
  | { readonly kind: 'analysis'; readonly id: number; readonly analysis: ScriptAnalysis }
  /** The parser could not start (wasm blocked or not found) or crashed on this source. */
  | { readonly kind: 'unavailable'; readonly id: number; readonly message: string };
