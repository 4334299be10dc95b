import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import {
  bracketMatching,
  HighlightStyle,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { type Diagnostic, lintGutter, setDiagnostics } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { useEffect, useRef } from 'react';
import { cadenceLanguage } from './cadence-language.ts';

const EXTRA_SPECIAL_CHARS = /[\u202a-\u202c\u2060-\u2064\u2068]/;

/** A problem to underline: UTF-16 offsets into the text, and what is wrong there. */
interface EditorDiagnostic {
  readonly from: number;
  readonly to: number;
  readonly message: string;
}

interface CadenceEditing {
  readonly onChange: (value: string) => void;
  /** Ctrl/Cmd+Enter in the editor. */
  readonly onRun: () => void;
  readonly diagnostics: readonly EditorDiagnostic[];
}

export interface CadenceEditorProps {
  readonly value: string;
  /** The id of the element naming the editor (its visible label). */
  readonly labelledBy: string;
  /** The id of the text saying how to use or leave the editor with the keyboard. */
  readonly describedBy: string;
  /**
   * How the text is edited; without it the text is read-only (a contract's source): it can still
   * be focused, selected and copied, never changed.
   */
  readonly editing?: CadenceEditing;
}

const NO_DIAGNOSTICS: readonly EditorDiagnostic[] = [];

// Colours come from CSS variables (cadence-editor.css): the light and dark themes switch with
// the app.
const cadenceHighlight = HighlightStyle.define([
  { tag: tags.keyword, color: 'var(--code-keyword)', fontWeight: '600' },
  { tag: tags.typeName, color: 'var(--code-type)' },
  { tag: tags.string, color: 'var(--code-string)' },
  { tag: tags.special(tags.string), color: 'var(--code-escape)' },
  { tag: tags.comment, color: 'var(--code-comment)', fontStyle: 'italic' },
  { tag: [tags.number, tags.special(tags.number)], color: 'var(--code-number)' },
  { tag: tags.atom, color: 'var(--code-atom)' },
  { tag: tags.invalid, color: 'var(--danger-border)' },
]);

const editorTheme = EditorView.theme({
  '&': {
    backgroundColor: 'var(--surface)',
    color: 'var(--text)',
    border: '1px solid var(--border)',
    borderRadius: 'var(--radius)',
    minHeight: '14rem',
  },
  '&.cm-focused': { outline: '2px solid var(--focus)', outlineOffset: '2px' },
  '.cm-content': { fontFamily: 'var(--mono)', caretColor: 'var(--text)' },
  // No inner scrolling: lines wrap and the editor grows with its text, so there is no scroll
  // region for keyboard users to reach, and a phone never scrolls sideways.
  '.cm-scroller': { fontFamily: 'var(--mono)' },
  '.cm-gutters': {
    backgroundColor: 'var(--bg)',
    color: 'var(--muted)',
    borderRight: '1px solid var(--border)',
    borderRadius: 'var(--radius) 0 0 var(--radius)',
  },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'var(--code-active-line)' },
  '.cm-cursor': { borderLeftColor: 'var(--text)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: 'var(--code-selection)',
  },
  '.cm-tooltip': {
    backgroundColor: 'var(--surface)',
    color: 'var(--text)',
    border: '1px solid var(--border)',
  },
});

function toDiagnostics(found: readonly EditorDiagnostic[], length: number): Diagnostic[] {
  return found.map((diagnostic) => {
    const from = Math.min(Math.max(diagnostic.from, 0), length);
    const to = Math.min(Math.max(diagnostic.to, from), length);
    return {
      from,
      // The parser often places an error at a point; one character is easier to see underlined.
      to: to === from && from < length ? from + 1 : to,
      severity: 'error',
      message: diagnostic.message,
      source: 'Cadence parser',
    };
  });
}

/**
 * A CodeMirror 6 editor for Cadence, with the parser's errors underlined and in the gutter; or,
 * without `editing`, a read-only view of Cadence with the same highlighting. Only the lines in
 * view are drawn, so a source of thousands of lines opens as fast as a short one.
 */
export default function CadenceEditor({
  value,
  labelledBy,
  describedBy,
  editing,
}: CadenceEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latestEditing = useRef(editing);
  latestEditing.current = editing;
  const editable = editing !== undefined;
  const diagnostics = editing?.diagnostics ?? NO_DIAGNOSTICS;

  // The view is created once; the initial value is read from the first render only on purpose.
  // biome-ignore lint/correctness/useExhaustiveDependencies: later values arrive via the effect below
  useEffect(() => {
    if (host.current === null) return;
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          // Shared links and contract sources are untrusted: bidi overrides and invisible
          // characters are drawn as placeholders, so the code cannot read differently from what
          // it is (Trojan Source). CodeMirror's default set misses some embeddings and isolates;
          // they are added.
          highlightSpecialChars({ addSpecialChars: EXTRA_SPECIAL_CHARS }),
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          drawSelection(),
          bracketMatching(),
          EditorView.lineWrapping,
          cadenceLanguage,
          syntaxHighlighting(cadenceHighlight),
          editorTheme,
          EditorState.tabSize.of(4),
          EditorView.contentAttributes.of({
            'aria-labelledby': labelledBy,
            'aria-describedby': describedBy,
            'aria-multiline': 'true',
            ...(!editable && { 'aria-readonly': 'true' }),
            spellcheck: 'false',
            autocapitalize: 'off',
            autocorrect: 'off',
          }),
          ...(editable
            ? [
                history(),
                indentOnInput(),
                lintGutter(),
                // Tab indents; Escape then Tab leaves the editor (CodeMirror's escape hatch).
                keymap.of([
                  {
                    key: 'Mod-Enter',
                    run: () => {
                      latestEditing.current?.onRun();
                      return true;
                    },
                  },
                  ...defaultKeymap,
                  ...historyKeymap,
                  indentWithTab,
                ]),
                EditorView.updateListener.of((update) => {
                  if (update.docChanged) {
                    latestEditing.current?.onChange(update.state.doc.toString());
                  }
                }),
              ]
            : [EditorState.readOnly.of(true), keymap.of(defaultKeymap)]),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
  }, [labelledBy, describedBy, editable]);

  // Text set from outside (an example, a shared link, a past run) replaces the document.
  useEffect(() => {
    const current = view.current;
    if (current === null || current.state.doc.toString() === value) return;
    current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const current = view.current;
    if (current === null) return;
    current.dispatch(
      setDiagnostics(current.state, toDiagnostics(diagnostics, current.state.doc.length)),
    );
  }, [diagnostics]);

  return <div ref={host} className="cadence-editor" data-testid="cadence-editor" />;
}
