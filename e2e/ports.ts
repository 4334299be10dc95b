/**
 * The browser suite's own ports, so it never meets a local network started by `npm start`: the
 * emulator with its fault proxy and two builds of the app (Flow's dev wallet, the project's own
 * wallet), and a second emulator on testnet's chain id for the builds' Testnet.
 */
/**
 * The suite runs on `E2E_WORKERS` stacks at once (default 1), each a whole local network of its
 * own on ports `STACK_PORT_SPACING` apart: a journey returns its stack's emulator to a snapshot,
 * so two journeys never share one. Playwright numbers its workers 0… (`TEST_PARALLEL_INDEX`), and
 * each uses the stack of its number; the servers' processes are told theirs by `E2E_STACK`.
 * On two cores a second stack gains little (measured: 19.7 minutes of journeys instead of about
 * 21, one journey past its time): more workers are for machines with more cores.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
export const STACK_PORT_SPACING = 10;

/** The ports' shift of stack `stack`, after `E2E_PORT_OFFSET` (stack 0's is the run's own). */
export const stackPortOffset = (stack: number) =>
  Number(process.env.E2E_PORT_OFFSET ?? 0) + stack * STACK_PORT_SPACING;

/**
 * `E2E_PORT_OFFSET` shifts every port (and the build folders), so that two runs can share a
 * machine, e.g. two working copies (keep them `E2E_WORKERS × 10` apart); unset, the first stack
 * uses the ports below.
 */
export const E2E_PORT_OFFSET = stackPortOffset(
  Number(process.env.E2E_STACK ?? process.env.TEST_PARALLEL_INDEX ?? 0),
);

/** Every port of the stack whose ports are shifted by `offset`. */
export const portsAt = (offset: number) =>
  ({
    emulatorApp: 14175 + offset,
    /** The fault proxy in front of the emulator: the app's access node. */
    emulatorAccessNode: 18892 + offset,
    /** The emulator's own REST API, for the tests' reads of the chain. */
    emulatorRest: 18890 + offset,
    emulatorWallet: 18703 + offset,
    /** The project's own wallet on the emulator, which misbehaves on demand, and a build on it. */
    emulatorTestWallet: 18704 + offset,
    emulatorTestWalletApp: 14176 + offset,
    emulatorGrpc: 13570 + offset,
    emulatorAdmin: 18081 + offset,
    emulatorDebugger: 12346 + offset,
    /** The builds' Testnet: a second fault proxy and dev wallet on the same emulator. */
    testnetAccessNode: 19892 + offset,
    testnetWallet: 19703 + offset,
    /** Stand-ins for the history sources the app may be given (a FlowIndex, a Blockscout). */
    historyStandIn: 17800 + offset,
  }) as const;

export const E2E_PORTS = portsAt(E2E_PORT_OFFSET);

/** Where each environment's build goes. */
export const E2E_BUILD_DIRS = {
  emulatorApp: E2E_PORT_OFFSET === 0 ? 'dist-e2e-emulator' : `dist-e2e-emulator-${E2E_PORT_OFFSET}`,
  emulatorTestWalletApp:
    E2E_PORT_OFFSET === 0
      ? 'dist-e2e-emulator-test-wallet'
      : `dist-e2e-emulator-test-wallet-${E2E_PORT_OFFSET}`,
} as const;

export interface E2eEnvironment {
  readonly app: string;
  readonly accessNode: string;
  readonly wallet: string;
  readonly chainId: 'flow-emulator' | 'flow-testnet';
}

const local = (port: number) => `http://127.0.0.1:${port}`;

/**
 * The real Flow emulator, seeded, with Flow's dev wallet, the fault proxy in front of its REST
 * API (the app's access node, where journeys break things) and a build of the app on it.
 */
export const E2E_EMULATOR_URLS: E2eEnvironment & { readonly rest: string; readonly admin: string } =
  {
    app: local(E2E_PORTS.emulatorApp),
    accessNode: local(E2E_PORTS.emulatorAccessNode),
    wallet: local(E2E_PORTS.emulatorWallet),
    chainId: 'flow-emulator',
    rest: local(E2E_PORTS.emulatorRest),
    admin: local(E2E_PORTS.emulatorAdmin),
  };

/**
 * The same emulator and fault proxy, with the project's own wallet (emulator/src/test-wallet.ts)
 * instead of Flow's dev wallet and a build of the app that discovers it: the journeys of a wallet
 * that misbehaves. The wallet's control API is at its own origin.
 */
export const E2E_EMULATOR_TEST_WALLET_URLS: typeof E2E_EMULATOR_URLS = {
  ...E2E_EMULATOR_URLS,
  app: local(E2E_PORTS.emulatorTestWalletApp),
  wallet: local(E2E_PORTS.emulatorTestWallet),
};

/**
 * The emulator builds' Testnet (their network switch): the same emulator behind a second fault
 * proxy and a second dev wallet, at origins of their own. There is no testnet-chain node to run
 * here (emulator v1.20.0 started with `--chain-id testnet` takes transactions and never executes
 * them), so the journey that switches makes this proxy say `flow-testnet`.
 */
export const E2E_TESTNET_URLS: E2eEnvironment = {
  app: local(E2E_PORTS.emulatorApp),
  accessNode: local(E2E_PORTS.testnetAccessNode),
  wallet: local(E2E_PORTS.testnetWallet),
  chainId: 'flow-testnet',
};

/** The history sources' stand-in (history-stand-in/): its indexer and explorer, its controls. */
export const E2E_HISTORY_STAND_IN_URL = local(E2E_PORTS.historyStandIn);

/** The emulator's log during the suite. */
export const E2E_EMULATOR_LOG_FILE = `.cache/flow/e2e-emulator-${E2E_PORT_OFFSET}.log`;

/**
 * Where the emulator's e2e server writes the seeded worlds (addresses, no keys), by name: each
 * is also the name of the emulator snapshot that holds it.
 */
export const E2E_EMULATOR_WORLDS_FILE = `.cache/flow/e2e-worlds-${E2E_PORT_OFFSET}.json`;
