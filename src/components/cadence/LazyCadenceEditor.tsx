import { lazy, Suspense } from 'react';
import type { CadenceEditorProps } from './CadenceEditor.tsx';
import './cadence-editor.css';

// CodeMirror is large: it loads with the first editor shown, not with the screen.
const CadenceEditor = lazy(() => import('./CadenceEditor.tsx'));

/** The Cadence editor (CadenceEditor.tsx), loaded when first shown, with a frame meanwhile. */
export function LazyCadenceEditor(props: CadenceEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="cadence-editor cadence-editor--loading" aria-busy="true">
          Loading the editor…
        </div>
      }
    >
      <CadenceEditor {...props} />
    </Suspense>
  );
}
