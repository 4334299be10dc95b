/**
 * Flow's dev wallet (onflow/fcl-dev-wallet, built by `npm run flow:install`) on the local network.
 * It keeps its accounts in its own FCL contract on the service account and signs for each with
 * one key, the service key, at key index 0, which every seeded account carries
 * (worlds/keys.ts TEST_KEY_PAIR). The seeding deploys that contract and lists the world's
 * accounts in it, so the wallet never deploys it itself (which would also create an account and
 * move the addresses that come after).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { TEST_KEY_PAIR } from '../../worlds/keys.ts';
import { devWalletFiles } from './binary.ts';
import type { EmulatorChain } from './chain.ts';
import { stopChild, waitForAnswer } from './child-process.ts';
import { cadence } from './json-cadence.ts';
import { SERVICE_ACCOUNT, serviceSigners } from './local-signer.ts';
import type { SeededAccount } from './seed-types.ts';

const READY_TIMEOUT_MS = 30_000;

const source = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

export interface RunningDevWallet {
  /** Where FCL discovers it: `${walletUrl}/fcl/authn`. */
  readonly walletUrl: string;
  close(): Promise<void>;
}

/** The accounts a person signs in as: every seeded account but the placeholders. */
const listedAccounts = (accounts: readonly SeededAccount[]) =>
  accounts.filter((account) => !account.label.startsWith('unused'));

/** Deploys the wallet's FCL contract and lists the world's accounts in it. */
export async function registerWithDevWallet(
  chain: EmulatorChain,
  accounts: readonly SeededAccount[],
): Promise<void> {
  const asService = serviceSigners();
  const { contract } = devWalletFiles();
  await chain.send(
    source('transactions/deploy_dev_wallet_contract.cdc'),
    [cadence.string(readFileSync(contract, 'utf8')), cadence.string(TEST_KEY_PAIR.publicKey)],
    asService,
  );
  chain.knowContract('FCL', SERVICE_ACCOUNT.address);
  const listed = listedAccounts(accounts);
  await chain.send(
    source('transactions/add_dev_wallet_accounts.cdc'),
    [
      cadence.array(listed.map((account) => cadence.address(account.address))),
      cadence.array(listed.map((account) => cadence.string(account.label))),
    ],
    asService,
  );
}

/** Starts the wallet's server for the emulator at `accessNodeUrl` (it listens on every interface). */
export async function startDevWallet({
  port,
  accessNodeUrl,
}: {
  readonly port: number;
  readonly accessNodeUrl: string;
}): Promise<RunningDevWallet> {
  const { command } = devWalletFiles();
  const child = spawn(
    command,
    [
      `--port=${port}`,
      `--access-node=${accessNodeUrl}`,
      `--address=${SERVICE_ACCOUNT.address}`,
      `--private-key=${TEST_KEY_PAIR.privateKey}`,
      `--public-key=${TEST_KEY_PAIR.publicKey}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const log: string[] = [];
  const keep = (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const walletUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForAnswer(`${walletUrl}/api/`, child, READY_TIMEOUT_MS);
  } catch (error) {
    await stopChild(child);
    throw new Error(
      `Flow's dev wallet did not start on port ${port}: ${error instanceof Error ? error.message : error}\n${log.slice(-20).join('\n')}`,
    );
  }
  return { walletUrl, close: () => stopChild(child) };
}
