/**
 * The browser suite's own ports, so it never meets a sandbox started by `npm start`. Two
 * environments: the emulator chain (FCL polls transaction statuses) and a testnet-chain sandbox
 * (FCL follows statuses over the WebSocket API), each with its own build of the app.
 */
export const E2E_PORTS = {
  app: 14173,
  accessNode: 18888,
  wallet: 18701,
  wsApp: 14174,
  wsAccessNode: 19888,
  wsWallet: 19701,
} as const;

export interface E2eEnvironment {
  readonly app: string;
  readonly accessNode: string;
  readonly wallet: string;
  readonly chainId: 'flow-emulator' | 'flow-testnet';
}

const local = (port: number) => `http://127.0.0.1:${port}`;

/** The emulator chain: statuses by polling. */
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
