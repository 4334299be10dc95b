/**
 * The browser suite's own ports, so it never meets a sandbox started by `npm start`. Two
 * environments: the emulator chain (FCL polls transaction statuses) and a testnet-chain sandbox
 * (FCL follows statuses over the WebSocket API), each with its own build of the app.
 */
/**
 * `E2E_PORT_OFFSET` shifts every port (and the build folders), so that two runs can share a
 * machine, e.g. two working copies; unset, the suite uses the ports below.
 */
export const E2E_PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const E2E_PORTS = {
  app: 14173 + E2E_PORT_OFFSET,
  accessNode: 18888 + E2E_PORT_OFFSET,
  wallet: 18701 + E2E_PORT_OFFSET,
  wsApp: 14174 + E2E_PORT_OFFSET,
  wsAccessNode: 19888 + E2E_PORT_OFFSET,
  wsWallet: 19701 + E2E_PORT_OFFSET,
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
} as const;

/** Where each environment's build goes. */
export const E2E_BUILD_DIRS = {
  app: E2E_PORT_OFFSET === 0 ? 'dist-e2e' : `dist-e2e-${E2E_PORT_OFFSET}`,
  wsApp: E2E_PORT_OFFSET === 0 ? 'dist-e2e-ws' : `dist-e2e-ws-${E2E_PORT_OFFSET}`,
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
 * The emulator chain: statuses by polling. Its build's Testnet (in the header's switch) is the
 * testnet-chain sandbox below (`VITE_FLOW_TESTNET_*` in playwright.config.ts).
 */
export const E2E_URLS: E2eEnvironment = {
  app: local(E2E_PORTS.app),
  accessNode: local(E2E_PORTS.accessNode),
  wallet: local(E2E_PORTS.wallet),
  chainId: 'flow-emulator',
};

/** A testnet-chain sandbox and a testnet build of the app: statuses over the WebSocket API. */
export const E2E_WS_URLS: E2eEnvironment = {
  app: local(E2E_PORTS.wsApp),
  accessNode: local(E2E_PORTS.wsAccessNode),
  wallet: local(E2E_PORTS.wsWallet),
  chainId: 'flow-testnet',
};

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

/** The emulator's log during the suite. */
export const E2E_EMULATOR_LOG_FILE = `.cache/flow/e2e-emulator-${E2E_PORT_OFFSET}.log`;

/**
 * Where the emulator's e2e server writes the seeded worlds (addresses, no keys), by name: each
 * is also the name of the emulator snapshot that holds it.
 */
export const E2E_EMULATOR_WORLDS_FILE = `.cache/flow/e2e-worlds-${E2E_PORT_OFFSET}.json`;
