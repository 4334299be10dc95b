import { createServer } from 'node:net';
import {
  type EmulatorOptions,
  type EmulatorPorts,
  type RunningEmulator,
  startEmulator,
} from './start-emulator.ts';

/** A port free right now on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Four ports free right now on loopback, so emulators of parallel test files never meet. */
export async function freeEmulatorPorts(): Promise<EmulatorPorts> {
  const [rest, grpc, admin, debuggerPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  if (!rest || !grpc || !admin || !debuggerPort) throw new Error('no free loopback port');
  return { rest, grpc, admin, debugger: debuggerPort };
}

// A port free when chosen can be taken before the emulator binds it (by an outgoing connection's
// own port, or another suite's emulator): seen once in CI as "bind: address already in use".
const PORT_ATTEMPTS = 3;

/** An emulator on four free ports, on fresh ones again should one be taken in between. */
export async function startEmulatorOnFreePorts(
  options: Omit<EmulatorOptions, 'ports'> = {},
): Promise<RunningEmulator> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startEmulator({ ...options, ports: await freeEmulatorPorts() });
    } catch (error) {
      const taken = error instanceof Error && error.message.includes('address already in use');
      if (!taken || attempt === PORT_ATTEMPTS) throw error;
    }
  }
}
