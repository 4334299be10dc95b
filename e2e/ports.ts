/**
 * The browser suite's own ports, so it never meets a local network started by `npm start`: the
 * emulator with its fault proxy and two builds of the app (Flow's dev wallet, the project's own
 * wallet), and a second emulator on testnet's chain id for the builds' Testnet.
 */
/**
 * `E2E_PORT_OFFSET` shifts every port (and the build folders), so that two runs can share a
 * machine, e.g. two working copies; unset, the suite uses the ports below.
 */
export const E2E_PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const E2E_PORTS = {
  emulatorApp: 14175 + E2E_PORT_OFFSET,
  /** The fault proxy in front of the emulator: the app's access node. */
  emulatorAccessNode: 18892 + E2E_PORT_OFFSET,
  /** The emulator's own REST API, for the tests' reads of the chain. */
  emulatorRest: 18890 + E2E_PORT_OFFSET,
  emulatorWallet: 18703 + E2E_PORT_OFFSET,
  /** The project's own wallet on the emulator, which misbehaves on demand, and a build on it. */
  emulatorTestWallet: 18704 + E2E_PORT_OFFSET,
  emulatorTestWalletApp: 14176 + E2E_PORT_OFFSET,
  emulatorGrpc: 13570 + E2E_PORT_OFFSET,
  emulatorAdmin: 18081 + E2E_PORT_OFFSET,
  emulatorDebugger: 12346 + E2E_PORT_OFFSET,
  /** The builds' Testnet: a second fault proxy and dev wallet on the same emulator. */
  testnetAccessNode: 19892 + E2E_PORT_OFFSET,
  testnetWallet: 19703 + E2E_PORT_OFFSET,
} as const;

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

/** The emulator's log during the suite. */
export const E2E_EMULATOR_LOG_FILE = `.cache/flow/e2e-emulator-${E2E_PORT_OFFSET}.log`;

/**
 * Where the emulator's e2e server writes the seeded worlds (addresses, no keys), by name: each
 * is also the name of the emulator snapshot that holds it.
 */
export const E2E_EMULATOR_WORLDS_FILE = `.cache/flow/e2e-worlds-${E2E_PORT_OFFSET}.json`;
