import type { ReactNode } from 'react';
import './toast-region.css';

type ToastTone = 'info' | 'success' | 'warning' | 'danger';

export interface Toast {
  /** Also the dedupe key: a toast with an id already shown is not shown again. */
  readonly id: string;
  readonly tone: ToastTone;
  readonly title: string;
  readonly message?: string;
  readonly action?: ReactNode;
}

/**
 * Short notices in a corner, announced politely by screen readers, each dismissible. The
 * region is always rendered (empty when quiet) so that assistive technology picks up additions.
 */
export function ToastRegion({
  toasts,
  onDismiss,
  label = 'Notifications',
}: {
  readonly toasts: readonly Toast[];
  readonly onDismiss: (id: string) => void;
  readonly label?: string;
}) {
  return (
    <section className="toasts" aria-label={label}>
      <ol className="toasts__list" aria-live="polite" aria-relevant="additions text">
        {toasts.map((toast) => (
          <li key={toast.id} className={`toast toast--${toast.tone}`} data-testid="toast">
            <div className="toast__body">
              <strong className="toast__title">{toast.title}</strong>
              {toast.message ? <p className="toast__message">{toast.message}</p> : null}
              {toast.action ? <div className="toast__action">{toast.action}</div> : null}
            </div>
            <button
              type="button"
              className="button button--ghost button--small toast__dismiss"
              aria-label={`Dismiss: ${toast.title}`}
              onClick={() => onDismiss(toast.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
