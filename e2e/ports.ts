/** The browser suite's own ports, so it never meets a sandbox started by `npm start`. */
export const E2E_PORTS = { app: 14173, accessNode: 18888, wallet: 18701 } as const;

export const E2E_URLS = {
  app: `http://127.0.0.1:${E2E_PORTS.app}`,
  accessNode: `http://127.0.0.1:${E2E_PORTS.accessNode}`,
  wallet: `http://127.0.0.1:${E2E_PORTS.wallet}`,
} as const;
