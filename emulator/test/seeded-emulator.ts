/**
 * A real emulator with a seeded world, one per test file, and the app's own FlowClient (real
 * FCL) for any of its accounts: what every emulator suite starts from.
 */
import type { SdkTransport } from '@onflow/typedefs';
import { FIXTURES, type FixtureName } from '../../sandbox/fixtures/index.ts';
import {
  type CadenceArguments,
  type CadenceDefinition,
  type CadenceParameterList,
  encodeArguments,
} from '../../src/flow/cadence/define-cadence.ts';
import { createFclFlowClient } from '../../src/flow/client/fcl-client.ts';
import type { FlowClient, TransactionStatus } from '../../src/flow/client/flow-client.ts';
import { MemoryStorage } from '../../src/flow/client/testing/memory-storage.ts';
import { createFlowConfig } from '../../src/flow/config.ts';
import { EmulatorChain } from '../src/chain.ts';
import { emulatorWorld } from '../src/emulator-world.ts';
import { freeEmulatorPorts } from '../src/free-ports.ts';
import { localAuthz } from '../src/local-signer.ts';
import { type SeededAccount, type SeededWorld, seedWorld } from '../src/seed.ts';
import {
  type EmulatorOptions,
  type RunningEmulator,
  startEmulator,
} from '../src/start-emulator.ts';

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
    definition: CadenceDefinition<parameters>,
    values: CadenceArguments<parameters>,
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

export async function startSeededEmulator(
  fixture: FixtureName = 'normal',
  options: Omit<EmulatorOptions, 'ports'> = {},
): Promise<SeededEmulator> {
  const emulator = await startEmulator({ ...options, ports: await freeEmulatorPorts() });
  try {
    const chain = new EmulatorChain(emulator.accessNodeUrl);
    const world = await seedWorld(chain, emulatorWorld(FIXTURES[fixture]));
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
      async send(signer, definition, values) {
        const sender = client(signer);
        const id = await sender.mutate({
          cadence: definition.cadence,
          args: encodeArguments(definition, values),
        });
        return { ...(await untilFinal(sender, id)), id };
      },
      close: () => emulator.stop(),
    };
  } catch (error) {
    await emulator.stop();
    throw error;
  }
}
