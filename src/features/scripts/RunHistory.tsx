import { visibleText } from '../../components/ui/plain-text.ts';
import type { RunHistoryEntry } from './run-history.ts';
import { runArguments, runTitle } from './run-title.ts';

/** The last runs on this network, newest first; one click puts a run back into the editor. */
export function RunHistory({
  entries,
  onRestore,
  onClear,
}: {
  readonly entries: readonly RunHistoryEntry[];
  readonly onRestore: (entry: RunHistoryEntry) => void;
  readonly onClear: () => void;
}) {
  return (
    <section className="scripts__history" aria-labelledby="script-history-heading">
      <h2 id="script-history-heading">Recent runs</h2>
      {entries.length === 0 ? (
        <p className="field__note">
          No runs on this network yet. Runs are kept in this browser only.
        </p>
      ) : (
        <>
          <ol className="run-history">
            {entries.map((entry) => (
              <li key={`${entry.ranAt}:${entry.cadence.length}`} className="run-history__item">
                <span className={`run-history__outcome run-history__outcome--${entry.outcome}`}>
                  {entry.outcome === 'ok' ? 'OK' : 'Failed'}
                </span>{' '}
                <span className="run-history__script">{visibleText(runTitle(entry.cadence))}</span>{' '}
                {Object.keys(entry.args).length > 0 ? (
                  <>
                    <code className="run-history__args">
                      {visibleText(runArguments(entry.args))}
                    </code>{' '}
                  </>
                ) : null}
                <span className="run-history__summary">{visibleText(entry.summary)}</span>{' '}
                <time dateTime={new Date(entry.ranAt).toISOString()}>
                  {new Date(entry.ranAt).toLocaleString()}
                </time>{' '}
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => onRestore(entry)}
                >
                  Open in editor
                </button>
              </li>
            ))}
          </ol>
          <button type="button" className="button button--ghost button--small" onClick={onClear}>
            Clear history
          </button>
        </>
      )}
    </section>
  );
}
