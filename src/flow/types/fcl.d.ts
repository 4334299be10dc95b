// @onflow/fcl 1.21.11 is published without its declarations (flow-protocol.md §8.5), so this file
// types the small surface Flowdeck uses, against @onflow/typedefs. Keep it to what we call.
declare module '@onflow/fcl' {
  import type {
    Account,
    Block,
    CurrentUser,
    Interaction,
    SdkTransport,
    Subscription,
    SubscriptionArgs,
    SubscriptionData,
    SubscriptionTopic,
    TransactionStatus,
  } from '@onflow/typedefs';

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

  /** FCL's `t`: the type transforms for the Cadence types we pass. */
  export interface FclTypes {
    readonly Address: FclArgumentTransform;
    readonly String: FclArgumentTransform;
    readonly Bool: FclArgumentTransform;
    readonly UFix64: FclArgumentTransform;
    readonly UInt8: FclArgumentTransform;
    readonly UInt64: FclArgumentTransform;
    readonly UInt256: FclArgumentTransform;
    readonly Int: FclArgumentTransform;
    Optional(inner: FclArgumentTransform): FclArgumentTransform;
    Array(inner: FclArgumentTransform): FclArgumentTransform;
  }

  export type FclArgumentsBuilder = (
    arg: (value: unknown, xform: FclArgumentTransform) => FclArgument,
    t: FclTypes,
  ) => FclArgument[];

  /** What a wallet or signer returns for one signature (hex r‖s). */
  export interface FclCompositeSignature {
    readonly addr: string;
    readonly keyId: number;
    readonly signature: string;
  }

  /** The Signable FCL hands to a signing function (flow-protocol.md §3.7). */
  export interface FclSignable {
    readonly message: string;
    readonly addr: string;
    readonly keyId: number;
    readonly [field: string]: unknown;
  }

  /** An account as FCL's resolvers pass it to an authorization function. */
  export interface FclAuthorizationAccount {
    readonly [field: string]: unknown;
  }

  export type FclAuthorizationFunction = (
    account: FclAuthorizationAccount,
  ) => FclAuthorizationAccount | Promise<FclAuthorizationAccount>;

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
    /** How the client reaches the access node; FCL's HTTP transport by default. */
    transport?: SdkTransport;
  }

  export interface FclInteractionOptions {
    cadence: string;
    args?: FclArgumentsBuilder;
    limit?: number;
    /** Signers; the current user when left out. */
    authz?: FclAuthorizationFunction;
    proposer?: FclAuthorizationFunction;
    payer?: FclAuthorizationFunction;
    authorizations?: FclAuthorizationFunction[];
  }

  export interface FclTransactionObservable {
    subscribe(
      onData: (status: TransactionStatus) => void,
      onError?: (error: Error) => void,
    ): () => void;
    snapshot(): Promise<TransactionStatus>;
    /** Resolves at status ≥ 4, which includes EXPIRED (flow-protocol.md §8.1). */
    onceSealed(): Promise<TransactionStatus>;
    onceExecuted(): Promise<TransactionStatus>;
  }

  export interface FclCurrentUserService {
    subscribe(callback: (user: CurrentUser) => void): () => void;
    snapshot(): Promise<CurrentUser>;
    /** The current user's authorization function (what `mutate` signs with by default). */
    authorization: FclAuthorizationFunction;
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
    /**
     * A script's undecoded response (its `encodedData` is the parsed JSON-Cadence); at the
     * latest sealed block when `isSealed`, else at the latest final one.
     */
    queryRaw(options: FclInteractionOptions & { isSealed?: boolean }): Promise<unknown>;
    mutate(options: FclInteractionOptions): Promise<string>;
    /** Statuses of one transaction (polled on the emulator's chain). */
    tx(transactionId: string): FclTransactionObservable;
    /** The access node's chain in FCL's naming, asked once per node (answered by the transport). */
    getChainId(): Promise<string>;
    /** One topic's decoded data over the access node's `/v1/ws`; its errors go to `onError`. */
    subscribe<T extends SubscriptionTopic>(options: {
      topic: T;
      args: SubscriptionArgs<T>;
      onData: (data: SubscriptionData<T>) => void;
      onError: (error: Error) => void;
    }): Subscription;
    account(address: string): Promise<Account>;
    block(options?: { sealed?: boolean }): Promise<Block>;
    /** A block by id or by height; neither combines with `sealed` (fcl-core throws). */
    block(options: { id: string } | { height: number }): Promise<Block>;
    send(builders: FclBuilder[]): Promise<unknown>;
    decode(response: unknown): Promise<unknown>;
  }

  /** FCL's global configuration (the app configures scoped clients; see fcl-client.ts). */
  export interface FclGlobalConfig {
    put(key: string, value: unknown): Promise<FclGlobalConfig>;
    get(key: string, fallback?: unknown): Promise<unknown>;
  }

  /** An account proof as wallets return it (flow-protocol.md §3.9). */
  export interface FclAccountProofData {
    readonly address: string;
    readonly nonce: string;
    readonly signatures: readonly {
      readonly f_type: 'CompositeSignature';
      readonly f_vsn: string;
      readonly addr: string;
      readonly keyId: number;
      readonly signature: string;
    }[];
  }

  /** Verification helpers; they run FCLCrypto through the access node. */
  export const AppUtils: {
    verifyAccountProof(
      appIdentifier: string,
      data: FclAccountProofData,
      opts?: { fclCryptoContract?: string },
    ): Promise<boolean>;
    verifyUserSignatures(
      message: string,
      signatures: FclAccountProofData['signatures'],
      opts?: { fclCryptoContract?: string },
    ): Promise<boolean>;
  };

  /** What FCL signs and hashes: a transaction's fields and signatures, from a resolved interaction. */
  export interface FclVoucher {
    readonly cadence: string;
    readonly [field: string]: unknown;
  }

  export function createSignableVoucher(ix: Interaction): FclVoucher;
  /** The transaction id: the SHA3-256 hash of the signed transaction the voucher describes. */
  export function voucherToTxId(voucher: FclVoucher): string;
  export function createFlowClient(params: CreateFlowClientParams): FlowClientInstance;
  export function config(): FclGlobalConfig;
  export function send(builders: FclBuilder[]): Promise<unknown>;
  export function decode(response: unknown): Promise<unknown>;
  export function getNetworkParameters(): FclBuilder;
  /** The chain of the global config's access node (`local`, `testnet`...), cached per node. */
  export function getChainId(): Promise<string>;
  export function getTransaction(transactionId: string): FclBuilder;
  export function getTransactionStatus(transactionId: string): FclBuilder;
  export function script(cadence: string): FclBuilder;
  export function args(values: FclArgument[]): FclBuilder;
  export function arg(value: unknown, xform: FclArgumentTransform): FclArgument;
  /** A script or account read at this block height (a non-negative integer). */
  export function atBlockHeight(height: number): FclBuilder;
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
