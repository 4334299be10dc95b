/**
 * FCL in Node against the emulator, for seeding and the emulator suites: scripts, and
 * transactions signed in this process by any proposer, payer and authorizers, followed to
 * SEALED. Imports are resolved from flow.json's emulator aliases plus the world's own contracts.
 */
import {
  arg,
  createFlowClient,
  type FclAuthorizationFunction,
  type FlowClientInstance,
  getTransactionStatus,
} from '@onflow/fcl';
import type { TransactionStatus } from '@onflow/typedefs';
import flowJsonFile from '../../flow.json';
import { jsonCadence, memoryStorage } from './fcl-in-node.ts';
import type { JsonCadence } from './json-cadence.ts';

export type { JsonCadence };

/** Contract name → address (no 0x) of every flow.json contract with an emulator alias. */
function emulatorAliases(): Record<string, string> {
  const aliases: Record<string, string> = {};
  const sections = [
    flowJsonFile.dependencies,
    'contracts' in flowJsonFile ? flowJsonFile.contracts : {},
  ];
  for (const section of sections) {
    for (const [name, entry] of Object.entries(section ?? {})) {
      const alias = (entry as { aliases?: { emulator?: string } }).aliases?.emulator;
      if (alias) aliases[name] = alias;
    }
  }
  return aliases;
}

/** `import "Name"` → `import Name from 0x…`, as FCL does, for code FCL never sees (contracts). */
function resolveImports(code: string, addresses: Readonly<Record<string, string>>): string {
  return code.replace(/^import\s+"(\w+)"/gm, (_line, name: string) => {
    const address = addresses[name];
    if (!address) throw new Error(`no emulator address for the import "${name}"`);
    return `import ${name} from 0x${address.replace(/^0x/, '')}`;
  });
}

/** TransactionExecutionStatus.SEALED; EXPIRED (5) comes after it. */
const SEALED = 4;
const SEAL_TIMEOUT_MS = 60_000;

export interface Signers {
  readonly proposer: FclAuthorizationFunction;
  readonly payer: FclAuthorizationFunction;
  readonly authorizers: readonly FclAuthorizationFunction[];
}

class TransactionFailed extends Error {
  override readonly name = 'TransactionFailed';
  constructor(
    readonly transactionId: string,
    readonly status: TransactionStatus,
  ) {
    super(`transaction ${transactionId} failed: ${status.errorMessage}`);
  }
}

export class EmulatorChain {
  readonly fcl: FlowClientInstance;
  private readonly addresses: Record<string, string>;

  constructor(readonly accessNodeUrl: string) {
    this.fcl = createFlowClient({
      accessNodeUrl,
      flowNetwork: 'emulator',
      flowJson: flowJsonFile,
      computeLimit: 9999,
      storage: memoryStorage(),
    });
    this.addresses = emulatorAliases();
  }

  /** Makes `import "name"` resolve to this address from now on. */
  knowContract(name: string, address: string): void {
    this.addresses[name] = address.replace(/^0x/, '');
  }

  resolve(code: string): string {
    return resolveImports(code, this.addresses);
  }

  query(cadence: string, args: readonly JsonCadence[] = []): Promise<unknown> {
    return this.fcl.query({
      cadence: this.resolve(cadence),
      args: (makeArg) => args.map((value) => makeArg(value, jsonCadence)),
    });
  }

  /** Sends and waits until sealed; throws `TransactionFailed` for an error status. */
  async send(
    cadence: string,
    args: readonly JsonCadence[],
    signers: Signers,
    limit = 9999,
  ): Promise<TransactionStatus & { id: string }> {
    const id = await this.fcl.mutate({
      cadence: this.resolve(cadence),
      args: () => args.map((value) => arg(value, jsonCadence)),
      proposer: signers.proposer,
      payer: signers.payer,
      authorizations: [...signers.authorizers],
      limit,
    });
    const status = await this.finalStatus(id);
    if (status.statusCode !== 0 || status.errorMessage) throw new TransactionFailed(id, status);
    return { ...status, id };
  }

  /**
   * Polls the status until sealed, expired or failed. (FCL's tx() would too on the emulator's
   * chain, but warns on the console for every transaction that it does.)
   */
  private async finalStatus(id: string): Promise<TransactionStatus> {
    const deadline = Date.now() + SEAL_TIMEOUT_MS;
    for (;;) {
      const status = (await this.fcl.decode(
        await this.fcl.send([getTransactionStatus(id)]),
      )) as TransactionStatus;
      if (status.status >= SEALED || status.errorMessage) return status;
      if (Date.now() > deadline) throw new Error(`transaction ${id} not sealed within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
