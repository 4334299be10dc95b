import { useEffect, useRef, useState } from 'react';
import { createParserClient, type ParseOutcome, type ParserClient } from './parser-client.ts';
import type { ScriptAnalysis } from './script-analysis.ts';

export type AnalysisState =
  | { readonly status: 'checking' }
  | { readonly status: 'ready'; readonly analysis: ScriptAnalysis }
  | { readonly status: 'unavailable'; readonly message: string };

/** The parser's verdict on `code`, from the page's worker; `checking` until it is for this text. */
export function useScriptAnalysis(code: string): AnalysisState {
  const [outcome, setOutcome] = useState<ParseOutcome | null>(null);
  const client = useRef<ParserClient | null>(null);

  useEffect(() => {
    const created = createParserClient(setOutcome);
    client.current = created;
    return () => {
      created.dispose();
      client.current = null;
    };
  }, []);

  useEffect(() => {
    client.current?.update(code);
  }, [code]);

  if (outcome === null || outcome.code !== code) return { status: 'checking' };
  return outcome.kind === 'analysis'
    ? { status: 'ready', analysis: outcome.analysis }
    : { status: 'unavailable', message: outcome.message };
}
