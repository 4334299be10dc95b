/**
 * Starts the real Flow emulator as a child process on loopback and waits until its Access REST
 * API answers. Its service account uses the same public test key as Flow's dev
 * wallet (worlds/keys.ts), so the dev wallet signs for it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_PRIVATE_KEY } from '../../worlds/keys.ts';
import { emulatorCommand } from './binary.ts';
import { stopChild, waitForAnswer } from './child-process.ts';
import { type CostModel, DEFAULT_COST_MODEL } from './mainnet-costs.ts';

export interface EmulatorPorts {
  readonly rest: number;
  readonly grpc: number;
  readonly admin: number;
  readonly debugger: number;
}

/** The `local` network's ports, as `flow emulator` uses them. */
export const DEFAULT_PORTS: EmulatorPorts = { rest: 8888, grpc: 3569, admin: 8080, debugger: 2345 };

export interface EmulatorOptions {
  readonly ports?: EmulatorPorts;
  /**
   * What transactions cost (emulator/src/mainnet-costs.ts). `mainnet` (the default) starts the
   * emulator with `--transaction-fees`; mainnet's weights and fees themselves are set on chain
   * once the world is seeded (startLocalNetwork, startSeededEmulator). `emulator` keeps the
   * emulator's own weights, and fees only with `transactionFees`.
   */
  readonly costModel?: CostModel;
  /**
   * Charge transaction fees (FlowFees), as testnet and mainnet do: always under the mainnet cost
   * model; under the emulator's, off by default, as in the CLI.
   */
  readonly transactionFees?: boolean;
  /** Log every script's and transaction's computation (for `npm run bench`). */
  readonly computationReporting?: boolean;
  /** Allow snapshots of the state through the admin API (emulator/src/snapshots.ts). */
  readonly snapshots?: boolean;
  /**
   * A folder the emulator keeps its state in (`--persist`), and starts from if it holds one;
   * by default the state is in memory only.
   */
  readonly stateDir?: string;
  /** Where the emulator's log goes; by default it is kept and shown only if start-up fails. */
  readonly onLog?: (line: string) => void;
}

export interface RunningEmulator {
  readonly accessNodeUrl: string;
  readonly adminUrl: string;
  readonly description: string;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;

/**
 * Blocks after its reference block that the emulator still takes a transaction (its own default,
 * written out; Flow's networks allow 600).
 */
export const EMULATOR_TRANSACTION_EXPIRY_BLOCKS = 10;

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const ports = options.ports ?? DEFAULT_PORTS;
  const { command, prefix, description } = emulatorCommand();
  // Its working folder only catches stray files (the state is in memory, or in `stateDir`).
  const workDir = mkdtempSync(join(tmpdir(), 'flowdeck-emulator-'));
  const args = [
    ...prefix,
    '--host=127.0.0.1',
    `--rest-port=${ports.rest}`,
    `--port=${ports.grpc}`,
    `--admin-port=${ports.admin}`,
    `--debugger-port=${ports.debugger}`,
    `--service-priv-key=${SERVICE_PRIVATE_KEY}`,
    '--service-sig-algo=ECDSA_P256',
    '--service-hash-algo=SHA3_256',
    '--log-format=JSON',
    `--transaction-expiry=${EMULATOR_TRANSACTION_EXPIRY_BLOCKS}`,
    ...(chargesFees(options) ? ['--transaction-fees'] : []),
    ...(options.computationReporting ? ['--computation-reporting'] : []),
    ...(options.snapshots ? ['--snapshot'] : []),
    ...(options.stateDir === undefined ? [] : ['--persist', `--dbpath=${options.stateDir}`]),
  ];
  const child = spawn(command, args, { cwd: workDir, stdio: ['ignore', 'pipe', 'pipe'] });
  const log: string[] = [];
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      log.push(line);
      if (log.length > 200) log.shift();
      options.onLog?.(line);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);

  let stopping = false;
  child.on('exit', (code, signal) => {
    if (stopping) return;
    // Whoever runs it only sees its clients fail: say why here.
    process.stderr.write(
      `${description} exited unexpectedly (${signal ?? `code ${code}`}); its last lines:\n${log.slice(-20).join('\n')}\n`,
    );
  });

  const accessNodeUrl = `http://127.0.0.1:${ports.rest}`;
  const stop = () => {
    stopping = true;
    return stopChild(child).finally(() => rmSync(workDir, { recursive: true, force: true }));
  };
  try {
    await waitForAnswer(`${accessNodeUrl}/v1/blocks?height=sealed`, child, READY_TIMEOUT_MS);
  } catch (error) {
    await stop();
    throw new Error(
      `${description} did not start: ${error instanceof Error ? error.message : error}\n${log.slice(-20).join('\n')}`,
    );
  }
  return { accessNodeUrl, adminUrl: `http://127.0.0.1:${ports.admin}`, description, stop };
}

/** Whether the emulator charges fees: always under the mainnet cost model. */
function chargesFees(options: EmulatorOptions): boolean {
  return (
    (options.costModel ?? DEFAULT_COST_MODEL) === 'mainnet' || options.transactionFees === true
  );
}
