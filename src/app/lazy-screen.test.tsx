import { render, screen as view } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screenElement, useScreenCodeArrivals } from './lazy-screen.tsx';

describe('useScreenCodeArrivals', () => {
  it('re-renders the holder of the Suspense boundary once a screen’s code has arrived', async () => {
    let arrive: (module: { Component: ComponentType }) => void = () => {};
    const element = screenElement(
      {
        load: () =>
          new Promise((resolve) => {
            arrive = resolve;
          }),
      },
      null,
    );
    const renders: number[] = [];
    function Shell() {
      renders.push(useScreenCodeArrivals());
      return <Suspense fallback={<p>Loading…</p>}>{element}</Suspense>;
    }
    render(<Shell />);
    expect(view.getByText('Loading…')).toBeTruthy();
    const before = renders.at(-1) ?? 0;
    arrive({ Component: () => <p>The screen</p> });
    expect(await view.findByText('The screen')).toBeTruthy();
    // The shell rendered again for the arrival (React's throttled retry does not re-render it).
    await vi.waitFor(() => expect(renders.at(-1)).toBe(before + 1));
  });
});
