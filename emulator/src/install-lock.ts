/**
 * One `flow:install` builds at a time: `.ci/run` starts one in the background while the npm
 * checks run, and `npm test` starts another. The second waits for the first, then finds its
 * builds done, rather than compiling the same emulator beside it. A lock left by a process that
 * died is taken over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

function holderIsAlive(lockDir: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(`${lockDir}/pid`, 'utf8'));
  } catch {
    // Just made, its pid not written yet: the holder is alive.
    return true;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function tryLock(lockDir: string): boolean {
  try {
    mkdirSync(lockDir);
  } catch {
    return false;
  }
  writeFileSync(`${lockDir}/pid`, String(process.pid));
  return true;
}

/** Runs `work` holding `lockDir`, first waiting (and saying so once) while another holds it. */
export async function withInstallLock<T>(
  lockDir: string,
  onWait: () => void,
  work: () => Promise<T>,
  pollMs = 1_000,
): Promise<T> {
  let waited = false;
  while (!tryLock(lockDir)) {
    if (!holderIsAlive(lockDir)) {
      rmSync(lockDir, { recursive: true, force: true });
      continue;
    }
    if (!waited) onWait();
    waited = true;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  try {
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
