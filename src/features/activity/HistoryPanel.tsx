import { HISTORY_SOURCE_LABELS, type HistorySource } from '../../flow/history/history-sources.ts';
import type { SourceHistory } from '../../flow/react/useHistory.ts';
import type { HistorySources } from '../../flow/react/useHistorySources.ts';

const WHAT_EACH_KNOWS = {
  'access-node': 'token and NFT transfers, from the access node’s experimental account history',
  indexer: 'token and NFT transfers of the Cadence account',
  blockscout: 'FLOW and token transfers of the EVM account',
} as const;

const PROBLEMS = {
  'not-offered': 'does not offer account history here',
  'rate-limited': 'is limiting requests; try again in a minute',
  slow: 'did not answer in time',
  unreachable: 'could not be reached',
  'bad-answer': 'answered with data Flowdeck cannot read',
} as const;

const hostOf = (source: HistorySource) => (source.url ? new URL(source.url).host : null);

/** Where past activity comes from: each source the network offers, on or off, and how it is doing. */
export function HistoryPanel({
  sources,
  history,
}: {
  readonly sources: HistorySources;
  readonly history: readonly SourceHistory[];
}) {
  if (sources.offered.length === 0) return null;
  return (
    <fieldset className="activity__history" data-testid="history-sources">
      <legend>Past activity</legend>
      <p className="muted">
        Flowdeck has no server: what happened before this browser listened can only come from a
        history source you choose. Its rows are a third party’s record and say so.
      </p>
      {sources.offered.map((source) => {
        const state = history.find((entry) => entry.source.kind === source.kind);
        const label = HISTORY_SOURCE_LABELS[source.kind];
        return (
          <div
            key={source.kind}
            className="activity__source"
            data-testid={`history-${source.kind}`}
          >
            <label>
              <input
                type="checkbox"
                checked={sources.on.some((on) => on.kind === source.kind)}
                onChange={(event) => sources.turn(source.kind, event.target.checked)}
              />{' '}
              {label}
              {hostOf(source) ? ` (${hostOf(source)})` : ''}: {WHAT_EACH_KNOWS[source.kind]}
            </label>
            {state?.loading ? <p role="status">Asking {label}…</p> : null}
            {state?.problem ? (
              <p className="activity__feed-problem" role="alert" data-testid="history-problem">
                {label} {PROBLEMS[state.problem.problem]} ({state.problem.message}). The rest of
                Activity is unaffected.{' '}
                <button type="button" className="button button--small" onClick={state.retry}>
                  Try again
                </button>
              </p>
            ) : null}
            {state && !state.loading && !state.problem && state.hasMore ? (
              <button type="button" className="button button--secondary" onClick={state.loadMore}>
                Load older activity from {label}
              </button>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
