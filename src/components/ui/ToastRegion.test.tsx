import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Toast, ToastRegion } from './ToastRegion.tsx';
import { type ToastQueue, useToastQueue } from './useToastQueue.ts';

let queue: ToastQueue | null = null;

function Toasts() {
  const current = useToastQueue();
  queue = current;
  return <ToastRegion toasts={current.toasts} onDismiss={current.dismiss} />;
}

const toast = (id: string, tone: Toast['tone'] = 'info'): Toast => ({
  id,
  tone,
  title: `Toast ${id}`,
  message: `<b>${id}</b>`,
});

const show = (next: Toast) =>
  act(() => {
    queue?.show(next);
  });

const titles = () =>
  screen.queryAllByTestId('toast').map((node) => node.querySelector('strong')?.textContent);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  queue = null;
});

describe('ToastRegion with useToastQueue', () => {
  it('is a polite live region that is there before any toast', () => {
    render(<Toasts />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
    expect(titles()).toEqual([]);
  });

  it('shows a few at most, the oldest giving way, and never the same id twice', () => {
    render(<Toasts />);
    for (const id of ['1', '2', '2', '3', '4']) show(toast(id));
    expect(titles()).toEqual(['Toast 2', 'Toast 3', 'Toast 4']);
    expect(screen.getByText('<b>4</b>')).toBeInTheDocument();
  });

  it('lets calm toasts go after a while and keeps failures until dismissed', () => {
    render(<Toasts />);
    show(toast('ok', 'success'));
    show(toast('bad', 'danger'));
    act(() => {
      vi.advanceTimersByTime(7_999);
    });
    expect(titles()).toEqual(['Toast ok', 'Toast bad']);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(titles()).toEqual(['Toast bad']);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(titles()).toEqual(['Toast bad']);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: Toast bad' }));
    expect(titles()).toEqual([]);
  });
});
