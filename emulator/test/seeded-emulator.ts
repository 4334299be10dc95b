/**
 * A real emulator with a seeded world, one per test file, and the app's own FlowClient (real
 * FCL) for any of its accounts: what every emulator suite starts from.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { SdkTransport } from '@onflow/typedefs';
import { inject } from 'vitest';
import type { ComputationCost } from '../../src/flow/cadence/compute-limits.ts';
import {
  type CadenceArguments,
  type CadenceDefinition,
  type CadenceParameterList,
  encodeArguments,
  type TransactionDefinition,
} from '../../src/flow/cadence/define-cadence.ts';
import { createFclFlowClient } from '../../src/flow/client/fcl-client.ts';
import type { FlowClient, TransactionStatus } from '../../src/flow/client/flow-client.ts';
import { MemoryStorage } from '../../src/flow/client/testing/memory-storage.ts';
import { createFlowConfig } from '../../src/flow/config.ts';
import { batchSize, planTransaction } from '../../src/flow/transaction-plan.ts';
import { FIXTURES, type FixtureName } from '../../worlds/index.ts';
import { EmulatorChain } from '../src/chain.ts';
import { emulatorWorld } from '../src/emulator-world.ts';
import { startEmulatorOnFreePorts } from '../src/free-ports.ts';
import { localAuthz } from '../src/local-signer.ts';
import { applyMainnetCosts, type CostModel, DEFAULT_COST_MODEL } from '../src/mainnet-costs.ts';
import {
  knowWorldContracts,
  type SeededAccount,
  type SeededWorld,
  seedWorld,
} from '../src/seed.ts';
import type { EmulatorOptions, RunningEmulator } from '../src/start-emulator.ts';
import { checkMeasuredComputation, computationOf } from './measured-computation.ts';
import type { SeededNormalWorld } from './seeded-normal-world.ts';

export interface SeededEmulator {
  readonly emulator: RunningEmulator;
  readonly chain: EmulatorChain;
  readonly world: SeededWorld;
  /** The seeded account whose fixture label starts with `label` (e.g. "Alice"). */
  account(label: string): SeededAccount;
  /**
   * The app's FlowClient on this emulator, signing as `signer` (or unable to sign), over
   * `transport` (FCL's HTTP transport by default).
   */
  client(signer?: SeededAccount, transport?: SdkTransport): FlowClient;
  /** Runs one of the app's scripts through the app's client. */
  query<parameters extends CadenceParameterList>(
    definition: CadenceDefinition<parameters>,
    values: CadenceArguments<parameters>,
  ): Promise<unknown>;
  /**
   * Sends one of the app's transactions as `signer` through the app's client and follows it
   * through the client's status subscription until it is final (sealed, or failed).
   */
  send<parameters extends CadenceParameterList>(
    signer: SeededAccount,
    definition: TransactionDefinition<parameters>,
    values: CadenceArguments<parameters>,
    /** The cost the app signs it with when not the definition's (onboarding first, say). */
    computation?: ComputationCost,
  ): Promise<TransactionStatus & { readonly id: string }>;
  close(): Promise<void>;
}

/** Follows a transaction through the client's status subscription until it is final. */
export function untilFinal(client: FlowClient, id: string): Promise<TransactionStatus> {
  return new Promise((resolve, reject) => {
    const unsubscribe = client.subscribeTransactionStatus(
      id,
      (status) => {
        if (status.status >= 4 || status.errorMessage) {
          unsubscribe();
          resolve(status);
        }
      },
      reject,
    );
  });
}

/**
 * The normal world under mainnet's costs, as the project's global setup seeded it
 * (seeded-normal-world.ts), in a state folder of this suite's own; null when the world or the
 * costs asked for are others, or no global setup ran.
 */
function copyOfSeededNormalWorld(
  fixture: FixtureName,
  costModel: CostModel,
): SeededNormalWorld | null {
  const seeded =
    fixture === 'normal' && costModel === 'mainnet' ? inject('seededNormalWorld') : null;
  if (!seeded) return null;
  const stateDir = join(mkdtempSync(join(tmpdir(), 'flowdeck-suite-world-')), 'state');
  cpSync(seeded.stateDir, stateDir, { recursive: true });
  return { stateDir, world: seeded.world };
}

/**
 * Under `options.costModel` (default `mainnet`, as `npm run emulator`): mainnet's weights and
 * fees are set once the world is seeded, which is built under the emulator's own (see
 * startLocalNetwork).
 */
export async function startSeededEmulator(
  fixture: FixtureName = 'normal',
  options: Omit<EmulatorOptions, 'ports' | 'stateDir'> = {},
): Promise<SeededEmulator> {
  const costModel = options.costModel ?? DEFAULT_COST_MODEL;
  const seeded = copyOfSeededNormalWorld(fixture, costModel);
  const emulator = await startEmulatorOnFreePorts({
    ...options,
    costModel,
    ...(seeded && { stateDir: seeded.stateDir }),
  });
  const close = async () => {
    await emulator.stop();
    if (seeded) rmSync(dirname(seeded.stateDir), { recursive: true, force: true });
  };
  try {
    const chain = new EmulatorChain(emulator.accessNodeUrl);
    const definition = emulatorWorld(FIXTURES[fixture]);
    const world = seeded?.world ?? (await seedWorld(chain, definition));
    if (seeded) knowWorldContracts(chain, definition, world);
    if (costModel === 'mainnet' && !seeded) await applyMainnetCosts(chain);
    const config = createFlowConfig('local', { accessNodeUrl: emulator.accessNodeUrl });
    const client = (signer?: SeededAccount, transport?: SdkTransport) =>
      createFclFlowClient(config, new MemoryStorage(), {
        ...(signer && { authorization: localAuthz(signer) }),
        ...(transport && { transport }),
      });
    const reader = client();
    return {
      emulator,
      chain,
      world,
      account(label) {
        const found = world.accounts.find((account) => account.label.startsWith(label));
        if (!found) throw new Error(`no seeded account labelled ${label}`);
        return found;
      },
      client,
      query: (definition, values) =>
        reader.query({ cadence: definition.cadence, args: encodeArguments(definition, values) }),
      async send(signer, definition, values, computation = definition.computation) {
        const sender = client(signer);
        const plan = planTransaction('', definition, values, computation);
        const id = await sender.mutate({
          cadence: plan.cadence,
          args: plan.args,
          limit: plan.computeLimit,
        });
        const status = await untilFinal(sender, id);
        const used = computationOf(status.events);
        if (used !== null && costModel === 'mainnet') {
          checkMeasuredComputation(computation, batchSize(definition, values), used);
        }
        return { ...status, id };
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
