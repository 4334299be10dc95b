// The broken world on the real emulator: contracts whose views panic (emulator/contracts/, the
// `fault` of worlds/normal.ts), read through the app's own client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeAssetPaths,
  getAssetPathsScript,
} from '../../src/flow/cadence/scripts/get_asset_paths.ts';
import { type BrokenWorld, brokenWorldChecks } from './broken-world-checks.ts';
import { type SeededEmulator, startSeededEmulator } from './seeded-emulator.ts';

/** Brittle Coin in worlds/normal.ts; the emulator deploys it elsewhere. */
const BRITTLE_FIXTURE_EVM = '0x3b7c2e9a4f1d6c8b0a5e7f9d2c4b6a8e0f1d3c5b';

describe('the broken world on the real emulator', () => {
  let seeded: SeededEmulator;
  let world: BrokenWorld;

  beforeAll(async () => {
    seeded = await startSeededEmulator('normal');
    world = {
      reader: seeded.client(),
      erin: seeded.account('Erin').address,
      alice: seeded.account('Alice').address,
      frailIssuer: seeded.account('Broken contracts issuer').address,
      brittle: seeded.world.evm.tokens[BRITTLE_FIXTURE_EVM] ?? '',
    };
  });
  afterAll(() => seeded?.close());

  brokenWorldChecks(() => world);

  it('get_asset_paths.cdc lists every vault and collection, broken or not, without running their code', async () => {
    const paths = decodeAssetPaths(
      await seeded.query(getAssetPathsScript, { address: world.erin }),
    );
    const shown = paths
      .map((asset) => `${asset.kind} ${asset.path} ${asset.balance ?? '-'}`)
      .sort();
    expect(shown).toEqual([
      'collection /storage/CountlessKittiesCollection -',
      'collection /storage/FrailKittiesCollection -',
      'collection /storage/HollowKittiesCollection -',
      'collection /storage/SandboxKittiesCollection -',
      'vault /storage/flowTokenVault 2000000000',
      'vault /storage/frailDollarVault 750000000',
      'vault /storage/sandboxUSDVault 2000000000',
    ]);
  });
});
