import { createServer } from 'node:net';
import type { EmulatorPorts } from './start-emulator.ts';

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
