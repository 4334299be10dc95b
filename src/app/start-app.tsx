import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { type AppEnv, parseEnv } from '../flow/env.ts';
import { App } from './App.tsx';
import { StartupError } from './StartupError.tsx';
import { applyStoredTheme } from './theme.ts';
import './styles.css';

/**
 * The app itself: React, the shell and the start page, with every stylesheet they import (the
 * global styles last, as they override), in a chunk of their own that main.tsx starts once the
 * first reads have left (index.html asks for its files and its stylesheet at once).
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
applyStoredTheme();

let env: AppEnv;
try {
  env = parseEnv(import.meta.env);
} catch (error) {
  // An invalid setting stops start-up: a wrong access node must never be used quietly.
  root.render(<StartupError error={error} />);
  throw error;
}

// In a transition React renders in slices: what else arrives meanwhile runs between them.
startTransition(() =>
  root.render(
    <StrictMode>
      <App env={env} />
    </StrictMode>,
  ),
);
