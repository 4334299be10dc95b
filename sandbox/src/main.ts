/**
 * CLI: `npx tsx sandbox/src/main.ts [--access-port 8888] [--wallet-port 8701] [--host 127.0.0.1]
 *   [--chain-id flow-emulator|flow-testnet] [--block-interval 800] [--fixture normal|large|hostile]
 *   [--expiry-blocks 600] [--transaction-fees]`. Environment: SANDBOX_ACCESS_PORT,
 * SANDBOX_WALLET_PORT, SANDBOX_HOST, SANDBOX_CHAIN_ID, SANDBOX_BLOCK_INTERVAL_MS,
 * SANDBOX_FIXTURE, SANDBOX_EXPIRY_BLOCKS, SANDBOX_TRANSACTION_FEES (true/false).
 */
import { parseArgs } from 'node:util';
import { formatUFix64Display } from '../../src/flow/ufix64.ts';
import { isFixtureName } from '../../worlds/index.ts';
import { startSandbox } from './index.ts';
import { isSandboxChainId } from './ledger.ts';

const USAGE =
  'Usage: npx tsx sandbox/src/main.ts [--access-port 8888] [--wallet-port 8701] [--host 127.0.0.1]\n' +
  '  [--chain-id flow-emulator|flow-testnet] [--block-interval 800] [--fixture normal|large|hostile]\n' +
  '  [--expiry-blocks 600] [--transaction-fees | --no-transaction-fees]';

const { values } = parseArgs({
  options: {
    'access-port': { type: 'string' },
    'wallet-port': { type: 'string' },
    host: { type: 'string' },
    'chain-id': { type: 'string' },
    'block-interval': { type: 'string' },
    fixture: { type: 'string' },
    'expiry-blocks': { type: 'string' },
    'transaction-fees': { type: 'boolean' },
    'no-transaction-fees': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});

const out = (text: string): void => {
  process.stdout.write(`${text}\n`);
};
const fail = (text: string): never => {
  process.stderr.write(`${text}\n${USAGE}\n`);
  process.exit(2);
};

if (values.help === true) {
  out(USAGE);
  process.exit(0);
}

const env = process.env;
const int = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) return fail(`invalid ${name}: ${value}`);
  return n;
};

const chainId = values['chain-id'] ?? env.SANDBOX_CHAIN_ID ?? 'flow-emulator';
if (!isSandboxChainId(chainId)) fail(`invalid chain id ${chainId} (flow-emulator or flow-testnet)`);
const fixture = values.fixture ?? env.SANDBOX_FIXTURE ?? 'normal';
if (!isFixtureName(fixture)) fail(`invalid fixture ${fixture} (normal, large or hostile)`);

function transactionFees(): boolean | undefined {
  if (values['transaction-fees'] === true) return true;
  if (values['no-transaction-fees'] === true) return false;
  const fromEnv = env.SANDBOX_TRANSACTION_FEES;
  if (fromEnv === undefined || fromEnv === '') return undefined;
  if (/^(true|1|yes|on)$/i.test(fromEnv)) return true;
  if (/^(false|0|no|off)$/i.test(fromEnv)) return false;
  return fail(`invalid SANDBOX_TRANSACTION_FEES: ${fromEnv} (true or false)`);
}
const fees = transactionFees();

const sandbox = await startSandbox({
  accessPort: int(values['access-port'] ?? env.SANDBOX_ACCESS_PORT, 8888, 'access port'),
  walletPort: int(values['wallet-port'] ?? env.SANDBOX_WALLET_PORT, 8701, 'wallet port'),
  host: values.host ?? env.SANDBOX_HOST ?? '127.0.0.1',
  chainId: isSandboxChainId(chainId) ? chainId : 'flow-emulator',
  blockIntervalMs: int(
    values['block-interval'] ?? env.SANDBOX_BLOCK_INTERVAL_MS,
    800,
    'block interval',
  ),
  expiryBlocks: int(values['expiry-blocks'] ?? env.SANDBOX_EXPIRY_BLOCKS, 600, 'expiry blocks'),
  fixture: isFixtureName(fixture) ? fixture : 'normal',
  ...(fees === undefined ? {} : { transactionFees: fees }),
});

const settings = await sandbox.control.settings();
const accounts = await sandbox.control.accounts();
out('Flowdeck sandbox (simulated local Flow network; test keys only)');
out(`  Access node:  ${sandbox.accessNodeUrl}   (chain id ${chainId})`);
out(`  Wallet:       ${sandbox.walletUrl}/fcl/authn   (IFRAME/RPC)`);
out(`  HTTP/POST:    ${sandbox.walletUrl}/api/authn`);
out(`  Control API:  ${sandbox.accessNodeUrl}/_sandbox/`);
out(`  Fixture:      ${fixture}`);
out(`  Fees:         ${settings.transactionFees ? 'on (0.00001 FLOW per transaction)' : 'off'}`);
for (const account of accounts) {
  out(
    `    ${account.address}  ${formatUFix64Display(BigInt(account.balance))} FLOW  ${account.label.slice(0, 60)}`,
  );
}

const stop = (): void => {
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
