import { useCallback, useEffect, useRef, useState } from 'react';
import type { Toast } from './ToastRegion.tsx';

export interface ToastQueueOptions {
  /** Toasts shown at once; the oldest gives way. */
  readonly max?: number;
  /** How long a toast stays; `danger` toasts stay until dismissed. */
  readonly durationMs?: number;
}

export interface ToastQueue {
  readonly toasts: readonly Toast[];
  /** Shows a toast unless one with the same id is showing. */
  readonly show: (toast: Toast) => void;
  readonly dismiss: (id: string) => void;
}

/** The state of a ToastRegion: a few toasts at most, the calm ones leaving by themselves. */
export function useToastQueue({ max = 3, durationMs = 8_000 }: ToastQueueOptions = {}): ToastQueue {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (toast: Toast) => {
      setToasts((current) =>
        current.some((shown) => shown.id === toast.id) ? current : [...current, toast].slice(-max),
      );
      if (toast.tone !== 'danger' && !timers.current.has(toast.id)) {
        timers.current.set(
          toast.id,
          setTimeout(() => dismiss(toast.id), durationMs),
        );
      }
    },
    [dismiss, durationMs, max],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return { toasts, show, dismiss };
}
