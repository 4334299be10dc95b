import type { Toast } from './ToastRegion.tsx';

type ToastListener = (toast: Toast) => void;
const listeners = new Set<ToastListener>();

/** Shows a toast in the app's toast region from anywhere (the region listens; see Layout). */
export function announceToast(toast: Toast): void {
  for (const listener of listeners) listener(toast);
}

/** Called with every announced toast; returns the removal. */
export function onAnnouncedToast(listener: ToastListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
