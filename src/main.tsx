import { startFirstReads } from './app/first-reads.ts';
import { preloadScreens, ROUTE_TABLE } from './app/route-table.ts';
import type { StartSettings } from './app/start-app.tsx';
import { parseEnv } from './flow/env.ts';

/**
 * The page's entry: a small file that sends the screen's first reads, then starts the app
 * (start-app.tsx). Run first, the app's code (React DOM and the shell: one task of 40–90 ms on a
 * cold load) kept the reads from running until it had: a cold dashboard's script left ~60 ms later.
 */
function readSettings(): StartSettings {
  try {
    return { env: parseEnv(import.meta.env) };
  } catch (error) {
    return { error };
  }
}

/** What the page shows when the app's code could not be fetched (offline, or a new deployment). */
function showLoadFailure(error: unknown): never {
  const root = document.getElementById('root');
  if (root)
    root.textContent = 'Flowdeck could not load. Check your connection and reload the page.';
  throw error;
}

const settings = readSettings();
// With an invalid setting nothing is read: the app shows what is wrong.
const firstReads = 'env' in settings ? startFirstReads(settings.env) : Promise.resolve();
void firstReads
  .then(() => {
    // The screen's code, now that the reads' files have had the connections first.
    preloadScreens(ROUTE_TABLE, window.location.pathname);
    return import('./app/start-app.tsx');
  })
  .then(({ startApp }) => startApp(settings), showLoadFailure);
