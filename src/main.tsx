// First: starts the current screen's code before the rest of the entry runs.
import './app/preload-current-screen.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { startFirstReadsOnce } from './app/first-reads.ts';
import { StartupError } from './app/StartupError.tsx';
import { applyStoredTheme } from './app/theme.ts';
import { type AppEnv, parseEnv } from './flow/env.ts';
import './app/styles.css';

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

// In a build, index.html has usually started them already (first-reads-entry.ts).
startFirstReadsOnce(env);
// In a transition React renders in slices, so the first reads' modules, arriving meanwhile, are
// run and their script sent between slices, not after the whole first render.
startTransition(() =>
  root.render(
    <StrictMode>
      <App env={env} />
    </StrictMode>,
  ),
);
