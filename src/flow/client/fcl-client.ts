import {
  createFlowClient,
  type FclArgumentsBuilder,
  type FclArgumentTransform,
  type FclAuthorizationFunction,
  getTransactionStatus,
} from '@onflow/fcl';
import { httpTransport } from '@onflow/transport-http';
import { type SdkTransport, SubscriptionTopic, type TransactionStatus } from '@onflow/typedefs';
import flowJson from '../../../flow.json';
import { MAX_COMPUTE_LIMIT } from '../cadence/compute-limits.ts';
import type { CadenceValue } from '../cadence/json-cadence.ts';
import { type FlowConfig, signedComputeLimit } from '../config.ts';
import { toFlowError } from '../errors.ts';
import { checkedAuthorization } from './checked-authorization.ts';
import type { FlowClient } from './flow-client.ts';
import { withKnownChainId } from './known-chain-transport.ts';
import { createNetworkStorage } from './network-storage.ts';
import { createScriptReader } from './script-reader.ts';
import { withSubmissionIds } from './submission-transport.ts';

// Our arguments are already JSON-Cadence (json-cadence.ts), so FCL's transform passes them on.
const jsonCadence: FclArgumentTransform = {
  label: 'JSON-Cadence',
  asArgument: (value) => value,
  asInjection: (value) => value,
};

/** Our arguments as FCL arguments, made by the `arg` FCL hands a builder. */
const toFclArgs =
  (args: readonly CadenceValue[] = []): FclArgumentsBuilder =>
  (makeArg) =>
    args.map((value) => makeArg(value, jsonCadence));

async function atBoundary<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toFlowError(error);
  }
}

export interface FclFlowClientOptions {
  /**
   * Who signs `mutate`: the signed-in wallet user by default. The emulator suites pass a signer
   * holding a seeded account's test key, so the app's own client sends their transactions.
   */
  readonly authorization?: FclAuthorizationFunction;
  /**
   * How requests reach the access node: FCL's HTTP transport by default. The emulator suite
   * passes one that loses the node's answer to a submission.
   */
  readonly transport?: SdkTransport;
  /**
   * The access node's chain as the app already knows it (FlowProvider's chain check): FCL's
   * own lookups are answered from it instead of asking the node again. Without it, FCL asks.
   */
  readonly knownChainId?: () => Promise<string>;
}

/**
 * A FlowClient backed by a scoped FCL client (`createFlowClient`), one per network. `storage`
 * holds the wallet session (namespaced per network); the browser's localStorage by default.
 */
export function createFclFlowClient(
  config: FlowConfig,
  storage: Storage = window.localStorage,
  options: FclFlowClientOptions = {},
): FlowClient {
  const base = options.transport ?? httpTransport;
  const transport = withSubmissionIds(
    options.knownChainId ? withKnownChainId(base, options.knownChainId) : base,
  );
  const fcl = createFlowClient({
    accessNodeUrl: config.accessNodeUrl,
    flowNetwork: config.flowNetwork,
    flowJson,
    transport,
    // Every transaction the app sends names its own limit; this only stands in for FCL's default
    // of 10, which fails real transactions.
    computeLimit: config.fclLimit ?? MAX_COMPUTE_LIMIT,
    storage: createNetworkStorage(config.flowNetwork, storage),
    ...(config.discoveryWallet !== undefined && { discoveryWallet: config.discoveryWallet }),
    ...(config.discoveryWalletMethod !== undefined && {
      discoveryWalletMethod: config.discoveryWalletMethod,
    }),
    ...(config.appDetailTitle !== undefined && { appDetailTitle: config.appDetailTitle }),
    ...(config.appDetailIcon !== undefined && { appDetailIcon: config.appDetailIcon }),
    ...(config.appDetailDescription !== undefined && {
      appDetailDescription: config.appDetailDescription,
    }),
    ...(config.appDetailUrl !== undefined && { appDetailUrl: config.appDetailUrl }),
    ...(config.serviceOpenIdScopes !== undefined && {
      serviceOpenIdScopes: config.serviceOpenIdScopes.join(' '),
    }),
    ...(config.walletconnectProjectId !== undefined && {
      walletconnectProjectId: config.walletconnectProjectId,
    }),
    ...(config.walletconnectDisableNotifications !== undefined && {
      walletconnectDisableNotifications: config.walletconnectDisableNotifications,
    }),
  });

  return {
    // Reads go over REST without FCL, as the screens send them.
    ...createScriptReader(config),
    mutate: ({ cadence, args, limit, onSigned }) =>
      atBoundary(() =>
        fcl.mutate({
          cadence,
          args: toFclArgs(args),
          authz: checkedAuthorization(
            options.authorization ?? fcl.currentUser.authorization,
            onSigned,
          ),
          ...(limit !== undefined && { limit: signedComputeLimit(config, limit) }),
        }),
      ),
    // The SDK's subscription over `/v1/ws` on every chain: `fcl.tx` polls instead on the
    // emulator's (fcl-core 1.30.3 assumes the emulator has no WebSocket; v1.20.0 has one).
    subscribeTransactionStatus: (transactionId, onStatus, onError) => {
      const subscription = fcl.subscribe({
        topic: SubscriptionTopic.TRANSACTION_STATUSES,
        args: { transactionId },
        onData: onStatus,
        onError: (error) => onError(toFlowError(error)),
      });
      return () => subscription.unsubscribe();
    },
    getTransactionStatus: (transactionId) =>
      atBoundary(
        async () =>
          (await fcl.decode(
            await fcl.send([getTransactionStatus(transactionId)]),
          )) as TransactionStatus,
      ),
    subscribeCurrentUser: (onUser) => fcl.currentUser.subscribe(onUser),
    authenticate: () => atBoundary(() => fcl.authenticate()),
    unauthenticate: () => fcl.unauthenticate(),
    getAccount: (address) => atBoundary(() => fcl.account(address)),
  };
}
