import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { StartupError } from './app/StartupError.tsx';
import { applyStoredTheme } from './app/theme.ts';
import { parseEnv } from './flow/env.ts';
import './app/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
applyStoredTheme();

// Not a top-level await: it would make the bundler split the entry's shared code into many
// small chunks (a chunk the entry awaits may not import the entry back).
parseEnv(import.meta.env).then(
  (env) =>
    root.render(
      <StrictMode>
        <App env={env} />
      </StrictMode>,
    ),
  (error: unknown) => {
    // An invalid setting stops start-up: a wrong access node must never be used quietly.
    root.render(<StartupError error={error} />);
    throw error;
  },
);
