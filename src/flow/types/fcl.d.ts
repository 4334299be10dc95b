// @onflow/fcl 1.21.11 is published without its declarations (flow-protocol.md §8.5), so this file
// types the small surface Flowdeck uses, against @onflow/typedefs. Keep it to what we call.
declare module '@onflow/fcl' {
  import type { Account, Block, CurrentUser, TransactionStatus } from '@onflow/typedefs';

  /** A JSON-Cadence value, e.g. `{ type: 'UFix64', value: '1.00000000' }`. */
  export interface FclJsonCadence {
    readonly type: string;
    readonly value?: unknown;
  }

  /** FCL's type transform: how an argument value becomes JSON-Cadence. */
  export interface FclArgumentTransform {
    readonly label: string;
    asArgument(value: unknown): unknown;
    asInjection(value: unknown): unknown;
  }

  export interface FclArgument {
    readonly value: unknown;
    readonly xform: FclArgumentTransform;
  }

  export type FclArgumentsBuilder = (
    arg: (value: unknown, xform: FclArgumentTransform) => FclArgument,
  ) => FclArgument[];

  export interface FclStorage {
    can: boolean;
    get(key: string): Promise<unknown>;
    put(key: string, value: unknown): Promise<void>;
    removeItem?(key: string): Promise<void>;
  }

  export interface FlowJson {
    readonly dependencies?: Record<string, { readonly aliases?: Record<string, string> }>;
    readonly contracts?: Record<string, unknown>;
  }

  export interface CreateFlowClientParams {
    accessNodeUrl: string;
    flowNetwork: string;
    flowJson?: FlowJson;
    computeLimit?: number;
    storage?: FclStorage;
    discoveryWallet?: string;
    discoveryWalletMethod?: string;
    appDetailTitle?: string;
    appDetailIcon?: string;
    appDetailDescription?: string;
    appDetailUrl?: string;
    serviceOpenIdScopes?: string;
    walletconnectProjectId?: string;
    walletconnectDisableNotifications?: boolean;
  }

  export interface FclInteractionOptions {
    cadence: string;
    args?: FclArgumentsBuilder;
    limit?: number;
  }

  export interface FclTransactionObservable {
    subscribe(
      onData: (status: TransactionStatus) => void,
      onError?: (error: Error) => void,
    ): () => void;
    snapshot(): Promise<TransactionStatus>;
  }

  export interface FclCurrentUserService {
    subscribe(callback: (user: CurrentUser) => void): () => void;
    snapshot(): Promise<CurrentUser>;
  }

  /** An opaque interaction builder from `getNetworkParameters()` and friends. */
  export interface FclBuilder {
    readonly __fclBuilder: unique symbol;
  }

  export interface FlowClientInstance {
    currentUser: FclCurrentUserService;
    authenticate(): Promise<CurrentUser>;
    unauthenticate(): void;
    query(options: FclInteractionOptions): Promise<unknown>;
    mutate(options: FclInteractionOptions): Promise<string>;
    tx(transactionId: string): FclTransactionObservable;
    account(address: string): Promise<Account>;
    block(options?: { sealed?: boolean }): Promise<Block>;
    send(builders: FclBuilder[]): Promise<unknown>;
    decode(response: unknown): Promise<unknown>;
  }

  export function createFlowClient(params: CreateFlowClientParams): FlowClientInstance;
  export function getNetworkParameters(): FclBuilder;
  export function getTransactionStatus(transactionId: string): FclBuilder;
}

// The real fcl-wc, loaded on demand by src/flow/walletconnect/fcl-wc-deferred.ts.
declare module '@onflow/fcl-wc/dist/index.module.mjs' {
  export interface FclWcInitConfig {
    projectId: string;
    metadata?: unknown;
    disableNotifications?: boolean;
  }

  export interface FclWcServicePlugin {
    name: string;
    f_type: string;
    type: string;
    serviceStrategy: { method: string; exec(...args: unknown[]): Promise<unknown> };
    services: unknown[];
  }

  export function initLazy(config: FclWcInitConfig): {
    FclWcServicePlugin: FclWcServicePlugin;
    providerPromise: Promise<unknown>;
  };
  export function getProvider(): Promise<unknown>;
  export function createSessionProposal(args: unknown): Promise<unknown>;
  export function request(args: unknown): Promise<unknown>;
}
