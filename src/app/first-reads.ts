import { withAddressPrefix } from '../flow/address.ts';
import { createLazyClient } from '../flow/client/lazy-client.ts';
import { browserStoredSession } from '../flow/client/network-storage.ts';
import { loadScriptReader } from '../flow/client/script-reader-code.ts';
import type { AppEnv } from '../flow/env.ts';
import { flowConfigFor } from '../flow/offered-networks.ts';
import type { FlowReadContext } from '../flow/reads/define-flow-query.ts';
import { initialNetwork } from './remembered-network.ts';
import { prefetchScreenReads, ROUTE_TABLE } from './route-table.ts';

/** The signed-in user FCL would restore, or null (signed out, or storage that cannot be read). */
function storedAccount(network: FlowReadContext['network']): string | null {
  const session = browserStoredSession(network);
  return session.kind === 'signed-in' && session.user.addr
    ? withAddressPrefix(session.user.addr)
    : null;
}

/**
 * How long the app waits for the first reads to leave: a reads file that hangs must not keep
 * the app from starting. They arrive with the app's own code, which is larger; on a cold load of
 * the large world they had left ~50–150 ms after the page came.
 */
export const FIRST_READS_WAIT_MS = 1_000;

/**
 * Sends the first reads of the page's screen before React starts, through a script reader of
 * their own, as soon as their reads modules have arrived (asked for by index.html, or first here):
 * the access node works while the app's code runs and renders. The screen takes the answer
 * (`FlowQuery.prefetch`); AppRoutes' own prefetch of the same reads sends nothing again. Only
 * scripts are read this early: a read that needs the wallet's client fails here, and its screen
 * reads it itself. Settles once they have been sent, or could not be, or after
 * FIRST_READS_WAIT_MS; never rejects.
 */
export function startFirstReads(env: AppEnv): Promise<void> {
  const network = initialNetwork(env);
  const config = flowConfigFor(env, network);
  const reader = createLazyClient(() => loadScriptReader(config));
  const flow: FlowReadContext = {
    network,
    getReader: reader.get,
    getClient: () => Promise.reject(new Error('The wallet’s client starts with the app')),
  };
  const asked = prefetchScreenReads(ROUTE_TABLE, window.location.pathname, {
    flow,
    account: storedAccount(network),
    search: window.location.search,
  });
  if (asked.length === 0) return Promise.resolve();
  // The reader's code comes in the chunk the reads modules import, but asked for only once they
  // had run, it took one more pass through a busy main thread: a cold dashboard's script left
  // ~50 ms later, and NFTs' and Tokens' 20–70 ms. Asked for now, it is ready when they are.
  const readerLoaded = reader.get().then(
    () => {},
    () => {
      // The read that needs it loads it again, and reports a failure.
    },
  );
  return Promise.race([
    Promise.all([...asked, readerLoaded]).then(() => {}),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_READS_WAIT_MS)),
  ]);
}
