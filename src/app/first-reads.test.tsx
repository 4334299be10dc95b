import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textToBase64 } from '../flow/base64-text.ts';
import { getAccountSummaryScript } from '../flow/cadence/scripts/get_account_summary.ts';
import { createNetworkStorage } from '../flow/client/network-storage.ts';
import { loadScriptReader } from '../flow/client/script-reader-code.ts';
import { resolveContractImports } from '../flow/contracts.ts';
import { parseEnv } from '../flow/env.ts';
import { FIRST_READS_WAIT_MS, startFirstReads } from './first-reads.ts';

vi.mock(import('../flow/client/script-reader-code.ts'), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, loadScriptReader: vi.fn(actual.loadScriptReader) };
});

const ALICE = '0x01cf0e2f2f715450';
const LOCAL = parseEnv({ VITE_FLOW_NETWORK: 'local' });

/** The scripts sent to the access node, as their Cadence. */
function sentScripts(fetch: ReturnType<typeof vi.fn>): string[] {
  return fetch.mock.calls.flatMap(([url, init]) => {
    if (!String(url).includes('/v1/scripts')) return [];
    const { script } = JSON.parse(String((init as RequestInit).body)) as { script: string };
    return [script];
  });
}

describe('startFirstReads', () => {
  let fetch: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    // Never answered: only what is sent matters here.
    fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    localStorage.clear();
    vi.mocked(loadScriptReader).mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('sends the dashboard’s summary for the user FCL would restore, before React starts', async () => {
    await createNetworkStorage('local', localStorage).put('CURRENT_USER', {
      f_type: 'User',
      f_vsn: '1.0.0',
      addr: ALICE,
      loggedIn: true,
      services: [],
    });
    window.history.replaceState(null, '', '/account');
    startFirstReads(LOCAL);
    await vi.waitFor(() => expect(sentScripts(fetch)).toHaveLength(1));
    expect(sentScripts(fetch)[0]).toBe(
      textToBase64(resolveContractImports(getAccountSummaryScript.cadence, 'local')),
    );
  });

  it('asks for the script reader’s code with the reads modules, not once they have run', async () => {
    window.history.replaceState(null, '', '/address/0xf8d6e0586b0a20c7/nfts');
    startFirstReads(LOCAL);
    expect(loadScriptReader).toHaveBeenCalledTimes(1);
    // The read itself takes the same reader.
    await vi.waitFor(() => expect(sentScripts(fetch)).toHaveLength(1));
    expect(loadScriptReader).toHaveBeenCalledTimes(1);
  });

  it('asks for no reader on a screen that reads no script', () => {
    window.history.replaceState(null, '', '/activity');
    startFirstReads(LOCAL);
    expect(loadScriptReader).not.toHaveBeenCalled();
  });

  it('sends a viewed account’s reads signed out, and nothing for a signed-out user’s own screen', async () => {
    window.history.replaceState(null, '', '/tokens');
    startFirstReads(LOCAL);
    window.history.replaceState(null, '', '/address/0x179b6b1cb6755e31');
    startFirstReads(LOCAL);
    await vi.waitFor(() => expect(sentScripts(fetch)).toHaveLength(1));
    expect(sentScripts(fetch)[0]).toBe(
      textToBase64(resolveContractImports(getAccountSummaryScript.cadence, 'local')),
    );
  });

  it('settles once the script has been sent, not once it is answered', async () => {
    window.history.replaceState(null, '', '/address/0xf8d6e0586b0a20c7');
    await startFirstReads(LOCAL);
    expect(sentScripts(fetch)).toHaveLength(1);
  });

  it('settles at once on a screen without a first read', async () => {
    window.history.replaceState(null, '', '/');
    await startFirstReads(LOCAL);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('settles after FIRST_READS_WAIT_MS when a file the reads need never comes', async () => {
    vi.useFakeTimers();
    try {
      vi.mocked(loadScriptReader).mockReturnValueOnce(new Promise(() => {}));
      window.history.replaceState(null, '', '/address/0xf8d6e0586b0a20c7');
      let settled = false;
      const started = startFirstReads(LOCAL).then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(FIRST_READS_WAIT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await started;
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
