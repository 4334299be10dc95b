import { useCallback, useEffect, useMemo, useState } from 'react';
import { LazyCadenceEditor } from '../../components/cadence/LazyCadenceEditor.tsx';
import { useSessionDraft } from '../../components/ui/useSessionDraft.ts';
import { checkBlockHeight } from '../../flow/block-height.ts';
import type { CadenceValue } from '../../flow/cadence/json-cadence.ts';
import type { FlowNetwork } from '../../flow/networks.ts';
import { useFlowCurrentUser } from '../../flow/react/useFlowCurrentUser.ts';
import { useFlowNetwork } from '../../flow/react/useFlowNetwork.ts';
import { ArgumentForm, argumentFieldId, EMPTY_DRAFT } from './ArgumentForm.tsx';
import type { ArgumentDraft } from './argument-drafts.ts';
import { encodeArgument } from './argument-inputs.ts';
import { SCRIPT_EXAMPLES } from './examples.ts';
import { RunHistory } from './RunHistory.tsx';
import { ScriptResult } from './ScriptResult.tsx';
import { ShareButton } from './ShareButton.tsx';
import type { ScriptDiagnostic } from './script-analysis.ts';
import { ownEntry, parseScriptDraft, type ScriptDraft } from './script-draft.ts';
import { useScriptAnalysis } from './useScriptAnalysis.ts';
import { useScriptRun } from './useScriptRun.ts';
import { useSharedLink } from './useSharedLink.ts';
import '../../components/ui/form.css';
import './scripts.css';
import { storageKey } from '../../flow/storage-key.ts';

const DRAFT_KEY = storageKey('scripts', 'draft');
const NO_DIAGNOSTICS: readonly ScriptDiagnostic[] = [];
const BLOCK_HEIGHT_FIELD = 'script-block-height';

interface ScriptsPageProps {
  readonly labelOf: (network: FlowNetwork) => string;
}

function exampleDraft(index: number, address: string | null): ScriptDraft {
  const example = SCRIPT_EXAMPLES[index] ?? SCRIPT_EXAMPLES[0];
  return example
    ? { cadence: example.cadence, args: example.defaultArgs(address), blockHeight: '' }
    : { cadence: '', args: {}, blockHeight: '' };
}

/** The script runner: edit Cadence, fill its arguments, run it read-only on the current network. */
export function ScriptsPage({ labelOf }: ScriptsPageProps) {
  const { id: network, label } = useFlowNetwork();
  const { address } = useFlowCurrentUser();
  const [draft, setDraft] = useSessionDraft<ScriptDraft>(
    DRAFT_KEY,
    exampleDraft(0, address),
    parseScriptDraft,
  );
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});
  const [exampleIndex, setExampleIndex] = useState(0);
  const analysis = useScriptAnalysis(draft.cadence);
  const { state: runState, run, reset, history, clearHistory } = useScriptRun();
  const shared = useSharedLink(network, labelOf, (restored) => {
    setDraft(restored);
    setFieldErrors({});
    reset();
  });

  // When the signed-in account becomes known (the session is read after the first render), an
  // example's empty fields take its defaults for that account, once: a field the user empties
  // afterwards stays empty.
  useEffect(() => {
    if (address === null) return;
    setDraft((current) => {
      const example = SCRIPT_EXAMPLES.find((candidate) => candidate.cadence === current.cadence);
      if (example === undefined) return current;
      const missing = Object.entries(example.defaultArgs(address)).filter(
        ([name, value]) => value.text !== '' && (ownEntry(current.args, name)?.text ?? '') === '',
      );
      if (missing.length === 0) return current;
      return { ...current, args: { ...current.args, ...Object.fromEntries(missing) } };
    });
  }, [address, setDraft]);

  const ready = analysis.status === 'ready' ? analysis.analysis : null;
  const parameters = ready?.entry?.parameters ?? [];
  const diagnostics = ready?.diagnostics ?? NO_DIAGNOSTICS;
  // Without the parser's verdict there are no parameters to encode, so nothing runs unchecked.
  const blocked = ready === null || ready.diagnostics.length > 0 || ready.refusal !== null;
  const running = runState.status === 'running';
  // Drafts of parameters the script no longer has are not shared or kept in the history: they
  // would only count against the argument limits there.
  const currentArgs = useMemo(
    () =>
      ready?.entry
        ? Object.fromEntries(
            parameters.map((parameter) => [
              parameter.name,
              ownEntry(draft.args, parameter.name) ?? EMPTY_DRAFT,
            ]),
          )
        : draft.args,
    [ready, parameters, draft.args],
  );
  const shareDraft = useMemo(() => ({ ...draft, args: currentArgs }), [draft, currentArgs]);

  const setCadence = useCallback(
    (cadence: string) => setDraft((current) => ({ ...current, cadence })),
    [setDraft],
  );
  const setArgument = (name: string, argument: ArgumentDraft) => {
    setDraft((current) => ({ ...current, args: { ...current.args, [name]: argument } }));
    setFieldErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  const loadExample = () => {
    setDraft(exampleDraft(exampleIndex, address));
    setFieldErrors({});
    reset();
  };

  const submit = () => {
    if (blocked || running) return;
    const errors: Record<string, string> = {};
    const args: CadenceValue[] = [];
    for (const parameter of parameters) {
      const encoded = encodeArgument(
        parameter.cadenceType,
        ownEntry(draft.args, parameter.name) ?? EMPTY_DRAFT,
        network,
      );
      if (encoded.ok) args.push(encoded.value);
      else errors[parameter.name] = encoded.message;
    }
    const height = checkBlockHeight(draft.blockHeight);
    if (!height.ok) errors[BLOCK_HEIGHT_FIELD] = height.message;
    setFieldErrors(errors);
    const invalid = Object.keys(errors);
    if (invalid.length > 0) {
      // Nothing is sent; the first field in error gets the focus so it is read out.
      const firstIndex = parameters.findIndex((parameter) => Object.hasOwn(errors, parameter.name));
      const id = firstIndex >= 0 ? argumentFieldId(firstIndex) : BLOCK_HEIGHT_FIELD;
      document.getElementById(id)?.focus();
      return;
    }
    setRanDraft(currentDraft);
    run(
      {
        cadence: draft.cadence,
        args,
        ...(height.ok && height.height !== undefined && { blockHeight: height.height }),
      },
      { args: currentArgs, blockHeight: draft.blockHeight },
    );
  };

  // What was run, to tell when the result on screen no longer matches the script being edited.
  const [ranDraft, setRanDraft] = useState<string | null>(null);
  const currentDraft = JSON.stringify(shareDraft);
  const stale = ranDraft !== null && ranDraft !== currentDraft;

  const outcome = useMemo(() => {
    if (runState.status === 'done') {
      return { kind: 'done', value: runState.value, ranAt: runState.ranAt } as const;
    }
    if (runState.status === 'failed') return { kind: 'failed', error: runState.error } as const;
    return null;
  }, [runState]);

  return (
    <div className="scripts">
      <p className="scripts__intro">
        Run a read-only Cadence script on <strong>{label}</strong>. Scripts read the chain; they
        cannot change it, and no wallet is needed.
      </p>
      {shared ? (
        <p className="scripts__notice" role="status">
          {shared}
        </p>
      ) : null}

      <div className="scripts__toolbar">
        <div className="field">
          <label htmlFor="script-example">Examples</label>
          <div className="row">
            <select
              id="script-example"
              value={exampleIndex}
              onChange={(event) => setExampleIndex(Number(event.target.value))}
            >
              {SCRIPT_EXAMPLES.map((example, index) => (
                <option key={example.id} value={index}>
                  {example.title}
                </option>
              ))}
            </select>
            <button type="button" className="button button--ghost" onClick={loadExample}>
              Load example
            </button>
          </div>
          <p className="field__note">{SCRIPT_EXAMPLES[exampleIndex]?.description}</p>
        </div>
      </div>

      <form
        className="scripts__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="field">
          <span className="scripts__label" id="script-editor-label">
            Cadence script
          </span>
          <p className="field__note" id="script-editor-help">
            Ctrl+Enter (⌘+Enter) runs the script. Escape, then Tab, leaves the editor.
          </p>
          <LazyCadenceEditor
            value={draft.cadence}
            editing={{ onChange: setCadence, onRun: submit, diagnostics }}
            labelledBy="script-editor-label"
            describedBy="script-editor-help"
          />
          <ScriptCheck analysis={analysis} />
        </div>

        {ready?.entry && ready.refusal === null ? (
          <ArgumentForm
            parameters={parameters}
            drafts={draft.args}
            errors={fieldErrors}
            network={network}
            onChange={setArgument}
          />
        ) : null}

        <div className="field scripts__height">
          <label htmlFor={BLOCK_HEIGHT_FIELD}>Block height (optional)</label>
          <input
            id={BLOCK_HEIGHT_FIELD}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="latest sealed"
            value={draft.blockHeight}
            aria-invalid={BLOCK_HEIGHT_FIELD in fieldErrors}
            aria-describedby={
              BLOCK_HEIGHT_FIELD in fieldErrors ? `${BLOCK_HEIGHT_FIELD}-error` : undefined
            }
            onChange={(event) => {
              const blockHeight = event.target.value;
              setDraft((current) => ({ ...current, blockHeight }));
              setFieldErrors(({ [BLOCK_HEIGHT_FIELD]: _fixed, ...rest }) => rest);
            }}
          />
          {fieldErrors[BLOCK_HEIGHT_FIELD] ? (
            <p className="field__error" id={`${BLOCK_HEIGHT_FIELD}-error`}>
              {fieldErrors[BLOCK_HEIGHT_FIELD]}
            </p>
          ) : null}
        </div>

        <div className="scripts__actions">
          <button type="submit" className="button" disabled={blocked || running}>
            {running ? 'Running…' : 'Run script'}
          </button>
          <ShareButton draft={shareDraft} network={network} />
        </div>
      </form>

      <section className="scripts__result" aria-labelledby="script-result-heading">
        {/* A short announcement; the result itself may be long and is read on demand. */}
        <p className="visually-hidden" role="status">
          {running
            ? 'Running the script…'
            : runState.status === 'done'
              ? 'The script ran; its result is below.'
              : runState.status === 'failed'
                ? 'The script failed; the error is below.'
                : ''}
        </p>
        <h2 id="script-result-heading">Result</h2>
        {outcome && stale && outcome.kind === 'failed' ? (
          // An old failure next to a new script reads as the new script's failure.
          <p className="field__note" data-testid="stale-result">
            The last run failed, on an earlier version of this script or its arguments. Run it again
            to check your edits.
          </p>
        ) : outcome ? (
          <>
            {stale ? (
              <p className="field__note" data-testid="stale-result">
                This result is from an earlier version of this script or its arguments. Run it again
                to see the result of your edits.
              </p>
            ) : null}
            <ScriptResult outcome={outcome} />
          </>
        ) : (
          <p className="field__note">{running ? 'Running the script…' : 'Not run yet.'}</p>
        )}
      </section>

      <RunHistory
        entries={history}
        onClear={clearHistory}
        onRestore={(entry) => {
          setDraft({
            cadence: entry.cadence,
            args: entry.args,
            blockHeight: entry.blockHeight ?? '',
          });
          setFieldErrors({});
          reset();
        }}
      />
    </div>
  );
}

function ScriptCheck({ analysis }: { readonly analysis: ReturnType<typeof useScriptAnalysis> }) {
  if (analysis.status === 'checking') {
    return (
      <p className="scripts__check field__note" aria-live="polite">
        Checking…
      </p>
    );
  }
  if (analysis.status === 'unavailable') {
    return (
      <p className="scripts__check scripts__check--warning" role="status">
        {analysis.message} The script cannot be checked or run here.
      </p>
    );
  }
  const { diagnostics, refusal } = analysis.analysis;
  if (refusal !== null) {
    return (
      <p className="scripts__check scripts__check--refused" role="alert">
        {refusal}
      </p>
    );
  }
  if (diagnostics.length === 0) {
    return (
      <p className="scripts__check field__note" aria-live="polite">
        No syntax errors.
      </p>
    );
  }
  return (
    <div className="scripts__check scripts__check--errors" role="alert">
      <p>
        {diagnostics.length === 1 ? '1 syntax error' : `${diagnostics.length} syntax errors`}; fix{' '}
        {diagnostics.length === 1 ? 'it' : 'them'} to run the script.
      </p>
      <ul>
        {diagnostics.map((diagnostic) => (
          <li key={`${diagnostic.from}:${diagnostic.message}`}>
            Line {diagnostic.line}, column {diagnostic.column}: {diagnostic.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
