import { useMemo } from 'react';
import { CopyButton } from '../../components/ui/CopyButton.tsx';
import { visibleText } from '../../components/ui/plain-text.ts';
import { TransactionErrorDetails } from '../../components/ui/TransactionErrorDetails.tsx';
import type { CadenceValue } from '../../flow/cadence/json-cadence.ts';
import { AccessNodeError, type FlowError } from '../../flow/errors.ts';
import { ResultTree } from './ResultTree.tsx';
import { toResultTree } from './result-tree.ts';
import { scriptFailureSummary } from './script-failure.ts';

// The raw view is for reading; the copy button always copies all of it.
const RAW_SHOWN = 200_000;

export type ScriptOutcome =
  | { readonly kind: 'done'; readonly value: CadenceValue; readonly ranAt: number }
  | { readonly kind: 'failed'; readonly error: FlowError };

function ScriptSuccess({ value, ranAt }: { readonly value: CadenceValue; readonly ranAt: number }) {
  const tree = useMemo(() => toResultTree(value), [value]);
  const raw = useMemo(() => JSON.stringify(value, null, 2), [value]);
  return (
    <div className="script-result">
      <p className="script-result__status">
        Ran at {new Date(ranAt).toLocaleTimeString()}: the script returned{' '}
        <strong>{visibleText(tree.type)}</strong>.
      </p>
      <ResultTree root={tree} />
      <details className="script-result__raw">
        <summary>Raw JSON-Cadence</summary>
        <div className="script-result__raw-actions">
          <CopyButton value={raw} label="Copy the raw JSON-Cadence result" />
        </div>
        <pre
          className="raw"
          data-testid="raw-result"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
        >
          {visibleText(raw.length > RAW_SHOWN ? `${raw.slice(0, RAW_SHOWN)}\n…` : raw)}
        </pre>
      </details>
    </div>
  );
}

function ScriptFailure({ error }: { readonly error: FlowError }) {
  const parsed = error instanceof AccessNodeError ? error.flowError : undefined;
  return (
    <div className="script-result script-result--failed">
      {parsed ? (
        <TransactionErrorDetails
          summary={parsed.summary}
          reason={parsed.reason}
          hint={parsed.hint}
          raw={parsed.raw}
        />
      ) : (
        // No Flow error to explain (the node refused the request, or could not be reached): its
        // own words are the most useful line, so they are shown rather than tucked away.
        <TransactionErrorDetails summary={scriptFailureSummary(error)} reason={error.details} />
      )}
    </div>
  );
}

/** A script's outcome: the decoded value (tree and raw JSON-Cadence) or the explained failure. */
export function ScriptResult({ outcome }: { readonly outcome: ScriptOutcome }) {
  return outcome.kind === 'done' ? (
    <ScriptSuccess value={outcome.value} ranAt={outcome.ranAt} />
  ) : (
    <ScriptFailure error={outcome.error} />
  );
}
