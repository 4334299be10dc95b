/**
 * Serves a build folder with `vite preview` on a free loopback port, in a process of its own
 * (serve-child.ts): a user's static host is not the process that relays their access node's
 * answers. In the bench's own process the pages' files waited behind the fault proxy and
 * Playwright's traffic: a cold dashboard's 45 files took ~0.7 s to arrive.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stopChild, waitForAnswer } from '../emulator/src/child-process.ts';
import { freePort } from '../emulator/src/free-ports.ts';

export interface Served {
  readonly url: string;
  close(): Promise<void>;
}

const CHILD = fileURLToPath(new URL('./serve-child.ts', import.meta.url));

export async function serve(root: string, outDir: string): Promise<Served> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, root, outDir, String(port)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForAnswer(`${url}/`, child, 30_000);
  } catch (error) {
    await stopChild(child);
    throw new Error(`vite preview of ${outDir}: ${error instanceof Error ? error.message : error}`);
  }
  return { url, close: () => stopChild(child) };
}
