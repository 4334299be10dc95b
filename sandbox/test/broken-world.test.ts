// The broken world on the sandbox: its faults mirror the emulator's broken contracts
// (emulator/test/broken-world.test.ts runs the same checks on real Cadence).
import { afterAll, beforeAll, describe } from 'vitest';
import { flowAddressAtIndex } from '../../src/flow/address.ts';
import { createScriptReader } from '../../src/flow/client/script-reader.ts';
import { createFlowConfig } from '../../src/flow/config.ts';
import type { RunningSandbox } from '../src/index.ts';
import { type BrokenWorld, brokenWorldChecks } from './broken-world.ts';
import { startTestSandbox } from './helpers.ts';

/** Brittle Coin in sandbox/fixtures/normal.ts. */
const BRITTLE_EVM = '0x3b7c2e9a4f1d6c8b0a5e7f9d2c4b6a8e0f1d3c5b';

describe('the broken world on the sandbox', () => {
  let sandbox: RunningSandbox;
  let world: BrokenWorld;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    world = {
      reader: createScriptReader(
        createFlowConfig('local', { accessNodeUrl: sandbox.accessNodeUrl }),
      ),
      erin: flowAddressAtIndex(10, 'local'),
      alice: flowAddressAtIndex(5, 'local'),
      frailIssuer: flowAddressAtIndex(11, 'local'),
      brittle: BRITTLE_EVM,
    };
  });
  afterAll(() => sandbox?.close());

  brokenWorldChecks(() => world);
});
