/**
 * CLI: `npx tsx sandbox/src/main.ts [--access-port 8888] [--wallet-port 8701] [--host 127.0.0.1]
 *   [--chain-id flow-emulator|flow-testnet] [--block-interval 800] [--fixture normal|large|hostile]
 *   [--expiry-blocks 600]`. Environment: SANDBOX_ACCESS_PORT, SANDBOX_WALLET_PORT, SANDBOX_HOST,
 * SANDBOX_CHAIN_ID, SANDBOX_BLOCK_INTERVAL_MS, SANDBOX_FIXTURE, SANDBOX_EXPIRY_BLOCKS.
 */
import { parseArgs } from 'node:util';
import { isFixtureName } from '../fixtures/index.ts';
import { startSandbox } from './index.ts';

const { values } = parseArgs({
  options: {
    'access-port': { type: 'string' },
    'wallet-port': { type: 'string' },
    host: { type: 'string' },
    'chain-id': { type: 'string' },
    'block-interval': { type: 'string' },
    fixture: { type: 'string' },
    'expiry-blocks': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

const out = (text: string): void => {
  process.stdout.write(`${text}\n`);
};

if (values.help === true) {
  out(
    'Usage: npx tsx sandbox/src/main.ts [--access-port 8888] [--wallet-port 8701] [--host 127.0.0.1]\n' +
      '  [--chain-id flow-emulator|flow-testnet] [--block-interval 800] [--fixture normal|large|hostile]\n' +
      '  [--expiry-blocks 600]',
  );
  process.exit(0);
}

const env = process.env;
const int = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) {
    process.stderr.write(`invalid ${name}: ${value}\n`);
    process.exit(2);
  }
  return n;
};

const chainId = values['chain-id'] ?? env.SANDBOX_CHAIN_ID ?? 'flow-emulator';
if (chainId !== 'flow-emulator' && chainId !== 'flow-testnet') {
  process.stderr.write(`invalid chain id ${chainId} (flow-emulator or flow-testnet)\n`);
  process.exit(2);
}
const fixture = values.fixture ?? env.SANDBOX_FIXTURE ?? 'normal';
if (!isFixtureName(fixture)) {
  process.stderr.write(`invalid fixture ${fixture} (normal, large or hostile)\n`);
  process.exit(2);
}

const sandbox = await startSandbox({
  accessPort: int(values['access-port'] ?? env.SANDBOX_ACCESS_PORT, 8888, 'access port'),
  walletPort: int(values['wallet-port'] ?? env.SANDBOX_WALLET_PORT, 8701, 'wallet port'),
  host: values.host ?? env.SANDBOX_HOST ?? '127.0.0.1',
  chainId,
  blockIntervalMs: int(
    values['block-interval'] ?? env.SANDBOX_BLOCK_INTERVAL_MS,
    800,
    'block interval',
  ),
  expiryBlocks: int(values['expiry-blocks'] ?? env.SANDBOX_EXPIRY_BLOCKS, 600, 'expiry blocks'),
  fixture,
});

const accounts = await sandbox.control.accounts();
out('Flowdeck sandbox (simulated local Flow network; test keys only)');
out(`  Access node:  ${sandbox.accessNodeUrl}   (chain id ${chainId})`);
out(`  Wallet:       ${sandbox.walletUrl}/fcl/authn   (IFRAME/RPC)`);
out(`  HTTP/POST:    ${sandbox.walletUrl}/api/authn`);
out(`  Control API:  ${sandbox.accessNodeUrl}/_sandbox/`);
out(`  Fixture:      ${fixture}`);
for (const account of accounts) {
  const balance = BigInt(account.balance);
  out(
    `    ${account.address}  ${(balance / 100000000n).toString()}.${(balance % 100000000n).toString().padStart(8, '0')} FLOW  ${account.label.slice(0, 60)}`,
  );
}

const stop = (): void => {
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
