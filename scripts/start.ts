/**
 * `npm start`: builds Flowdeck for the loopback sandbox, then runs the sandbox (access node on
 * :8888, wallet on :8701) and the production build on :4173, until Ctrl-C.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { WFLOW_ADDRESS } from '../sandbox/src/evm.ts';

const SANDBOX_ENV = {
  VITE_FLOW_NETWORK: 'local',
  VITE_FLOW_NETWORK_LABEL: 'Sandbox (simulated)',
  VITE_LOCAL_WFLOW_ADDRESS: WFLOW_ADDRESS,
};

const children: ChildProcess[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  return child;
}

function stopAll(code: number): never {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const build = run('npx', ['vite', 'build'], SANDBOX_ENV);
build.on('exit', (code) => {
  if (code !== 0) stopAll(code ?? 1);
  for (const child of [
    run('npx', ['tsx', 'sandbox/src/main.ts']),
    // The preview server computes its security headers from the same environment as the build.
    run('npx', ['vite', 'preview'], SANDBOX_ENV),
  ]) {
    child.on('exit', (exitCode) => stopAll(exitCode ?? 1));
  }
  process.stdout.write(
    '\nFlowdeck on the sandbox: http://127.0.0.1:4173 (Ctrl-C stops everything)\n',
  );
});
