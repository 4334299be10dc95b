/**
 * `npm run emulator [-- --fixture normal|large|hostile] [--cost-model mainnet|emulator]
 * [--transaction-fees]`: the real Flow emulator on the `local` network's ports (REST :8888, gRPC
 * :3569), seeded with a world, and Flow's dev wallet on :8701, until Ctrl-C. Transactions cost
 * what they cost on mainnet (emulator/src/mainnet-costs.ts) unless `--cost-model emulator` keeps
 * the emulator's own defaults (fees then only with `--transaction-fees`). Writes the world
 * (addresses, WFLOW, COAs) to .cache/flow/world.json for tools that need it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { isFixtureName } from '../../worlds/index.ts';
import { CACHE_DIR, EmulatorMissingError } from './binary.ts';
import { startLocalNetwork } from './local-network.ts';
import { DEFAULT_COST_MODEL, describeCostModel, isCostModel } from './mainnet-costs.ts';
import { publicWorld } from './seed.ts';

const say = (text: string) => process.stdout.write(`${text}\n`);

const { values } = parseArgs({
  options: {
    fixture: { type: 'string', default: 'normal' },
    'cost-model': { type: 'string', default: DEFAULT_COST_MODEL },
    'transaction-fees': { type: 'boolean', default: false },
    'computation-reporting': { type: 'boolean', default: false },
  },
});

async function main(): Promise<void> {
  const fixture = values.fixture ?? 'normal';
  if (!isFixtureName(fixture))
    throw new Error(`unknown fixture ${fixture} (normal, large or hostile)`);
  const costModel = values['cost-model'] ?? DEFAULT_COST_MODEL;
  if (!isCostModel(costModel))
    throw new Error(`unknown cost model ${costModel} (mainnet or emulator)`);
  const transactionFees = values['transaction-fees'] ?? false;
  const network = await startLocalNetwork({
    fixture,
    costModel,
    transactionFees,
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
  say(describeCostModel(costModel, transactionFees));
  say(`Flow's dev wallet: ${network.wallet.walletUrl}/fcl/authn`);
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
