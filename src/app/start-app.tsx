import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppEnv } from '../flow/env.ts';
import { App } from './App.tsx';
import { StartupError } from './StartupError.tsx';
import { applyStoredTheme } from './theme.ts';
import './styles.css';

/** The build's settings as the entry read them: valid, or what is wrong with them. */
export type StartSettings = { readonly env: AppEnv } | { readonly error: unknown };

/**
 * The app itself: React, the shell and the start page, with every stylesheet they import (the
 * global styles last, as they override), in a chunk of their own that main.tsx starts once the
 * first reads have left (index.html asks for its files and its stylesheet at once). Renders the
 * app into #root, or, for settings that could not be read, what is wrong with them.
 */
export function startApp(settings: StartSettings): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  applyStoredTheme();
  if ('error' in settings) {
    // An invalid setting stops start-up: a wrong access node must never be used quietly.
    root.render(<StartupError error={settings.error} />);
    throw settings.error;
  }
  const { env } = settings;
  // In a transition React renders in slices: what else arrives meanwhile runs between them.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App env={env} />
      </StrictMode>,
    ),
  );
}
