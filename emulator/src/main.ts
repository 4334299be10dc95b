/**
 * `npm run emulator [-- --fixture normal|large|hostile] [--transaction-fees]`: the real Flow
 * emulator on the `local` network's ports (REST :8888, gRPC :3569), seeded with a world, and the
 * test wallet on :8701, until Ctrl-C. Writes the world (addresses, WFLOW, COAs) to
 * .cache/flow/world.json for tools that need it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { isFixtureName } from '../../sandbox/fixtures/index.ts';
import { CACHE_DIR, EmulatorMissingError } from './binary.ts';
import { startLocalNetwork } from './local-network.ts';
import { publicWorld } from './seed.ts';

const say = (text: string) => process.stdout.write(`${text}\n`);

const { values } = parseArgs({
  options: {
    fixture: { type: 'string', default: 'normal' },
    'transaction-fees': { type: 'boolean', default: false },
    'computation-reporting': { type: 'boolean', default: false },
  },
});

async function main(): Promise<void> {
  const fixture = values.fixture ?? 'normal';
  if (!isFixtureName(fixture))
    throw new Error(`unknown fixture ${fixture} (normal, large or hostile)`);
  const network = await startLocalNetwork({
    fixture,
    transactionFees: values['transaction-fees'] ?? false,
    computationReporting: values['computation-reporting'] ?? false,
    onProgress: say,
  });
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(
    `${CACHE_DIR}world.json`,
    `${JSON.stringify(publicWorld(network.world), null, 2)}\n`,
  );
  say('');
  say(`Real Flow emulator: ${network.emulator.accessNodeUrl} (chain flow-emulator)`);
  say(`Test wallet: ${network.wallet.walletUrl}/fcl/authn`);
  say(`WFLOW on its EVM: ${network.world.evm.wflow}`);
  for (const account of network.world.accounts) {
    if (!account.label.startsWith('unused')) say(`  ${account.address}  ${account.label}`);
  }
  say('Ctrl-C stops it (its state is in memory and goes with it).');
  const stop = () => void network.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(error instanceof EmulatorMissingError ? 3 : 1);
});
