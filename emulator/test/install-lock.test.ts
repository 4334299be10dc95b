import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withInstallLock } from '../src/install-lock.ts';

const folders: string[] = [];
const lockIn = () => {
  const folder = mkdtempSync(join(tmpdir(), 'install-lock-'));
  folders.push(folder);
  return join(folder, 'install.lock');
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('withInstallLock', () => {
  it('runs a second install only after the first has finished, saying it waits', async () => {
    const lock = lockIn();
    const order: string[] = [];
    let waits = 0;
    const first = withInstallLock(
      lock,
      () => order.push('first waited'),
      async () => {
        order.push('first starts');
        await pause(150);
        order.push('first ends');
      },
      20,
    );
    const second = withInstallLock(
      lock,
      () => {
        waits += 1;
      },
      async () => {
        order.push('second starts');
      },
      20,
    );
    await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'first ends', 'second starts']);
    expect(waits).toBe(1);
    expect(existsSync(lock)).toBe(false);
  });

  it('takes over a lock whose holder has died', async () => {
    const lock = lockIn();
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    mkdirSync(lock);
    writeFileSync(join(lock, 'pid'), String(dead));
    let waited = false;
    const result = await withInstallLock(
      lock,
      () => {
        waited = true;
      },
      async () => 'built',
      20,
    );
    expect(result).toBe('built');
    expect(waited).toBe(false);
  });

  it('lets the lock go when the install fails', async () => {
    const lock = lockIn();
    await expect(
      withInstallLock(
        lock,
        () => {},
        async () => {
          throw new Error('go build failed');
        },
      ),
    ).rejects.toThrow('go build failed');
    expect(existsSync(lock)).toBe(false);
  });
});
