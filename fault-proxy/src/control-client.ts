/**
 * The typed control API (for tests and benchmarks). `startSandbox()` returns an in-process
 * implementation; `connectSandboxControl(accessNodeUrl)` talks to a running sandbox over
 * `/_sandbox/*` (for Playwright tests that start the CLI).
 */

import type { SandboxChainId } from '../../sandbox/src/ledger.ts';
import type { FixtureName } from '../../worlds/index.ts';
import type { Fault, RouteFault, ScriptedStatus, WalletFaultMode } from './faults.ts';
import type { RequestLogEntry } from './http.ts';

export type { FixtureName };

type WalletViewMethod = 'IFRAME/RPC' | 'POP/RPC';

export interface SandboxSettings {
  chainId: SandboxChainId;
  blockIntervalMs: number;
  expiryBlocks: number;
  fixture: FixtureName;
  /** The account HTTP/POST authn signs in with when the request names none (`0x…`). */
  walletDefaultAccount: string | null;
  /**
   * How FCL shows the wallet for signing after sign-in: in a frame (IFRAME/RPC, the default) or
   * a popup (POP/RPC), as the authz and user-signature services of the sign-in answer say.
   * Sign-in itself uses the app's discovery method.
   */
  walletViewMethod: WalletViewMethod;
  /**
   * Whether transactions pay the (flat) fee: off by default on flow-emulator (like `flow
   * emulator` without --transaction-fees), on for flow-testnet. Changing chainId resets it to
   * that chain's default unless the same update sets it.
   */
  transactionFees: boolean;
  /** FlowEVMBridgeConfig.baseFee, FLOW as text with at most 8 decimals (default "0.00100000"). */
  bridgeBaseFee: string;
  /** FlowEVMBridgeConfig.onboardFee, FLOW as text (default "1.00000000"). */
  bridgeOnboardFee: string;
  /** FlowEVMBridgeConfig.isPaused(): every bridge transaction fails while set (default false). */
  bridgePaused: boolean;
}

export interface SandboxAccountInfo {
  address: string;
  label: string;
  /** FLOW in 1e-8 units, decimal string. */
  balance: string;
  keys: { index: number; publicKey: string; sequenceNumber: string }[];
}

export interface SandboxControl {
  /** Re-seeds the ledger (optionally from another fixture); forgets transactions and faults. */
  reset(fixture?: FixtureName): Promise<void>;
  /** The ledger snapshot (bigints as strings, no private keys). */
  state(): Promise<unknown>;
  /** The user accounts (address, label, balance, keys). */
  accounts(): Promise<SandboxAccountInfo[]>;
  addFault(fault: Fault): Promise<void>;
  clearFaults(): Promise<void>;
  /** Shorthands for common faults (see faults.ts for every option and lifetime). */
  failRoute(route: string, options?: Omit<RouteFault, 'type' | 'route'>): Promise<void>;
  dropWebSocket(rejectReconnects?: number): Promise<void>;
  failNextTransaction(code: number, message: string): Promise<void>;
  expireNextTransaction(): Promise<void>;
  /** The next transaction reports these statuses, one per block (the last is held). */
  scriptNextTransaction(
    statuses: ScriptedStatus[],
    error?: { code: number; message: string },
  ): Promise<void>;
  walletFault(mode: WalletFaultMode, reason?: string): Promise<void>;
  /** The `call`-th EVM call a COA makes in the next transaction reverts (1-based). */
  revertEvmCall(call: number): Promise<void>;
  requests(): Promise<RequestLogEntry[]>;
  clearRequests(): Promise<void>;
  /** Produces `count` blocks now; returns the new final height. */
  advanceBlocks(count?: number): Promise<number>;
  settings(): Promise<SandboxSettings>;
  /** Changing the chain id re-seeds the ledger with addresses of the new network. */
  updateSettings(settings: Partial<SandboxSettings>): Promise<SandboxSettings>;
}

type FaultShorthand =
  | 'failRoute'
  | 'dropWebSocket'
  | 'failNextTransaction'
  | 'expireNextTransaction'
  | 'scriptNextTransaction'
  | 'walletFault'
  | 'revertEvmCall';

/** A control's own methods; the fault shorthands are built on `addFault` by withFaultShorthands. */
export type SandboxControlCore = Omit<SandboxControl, FaultShorthand>;

/** Adds the fault shorthands to a control, so every implementation gets the same ones. */
export function withFaultShorthands(core: SandboxControlCore): SandboxControl {
  const { addFault } = core;
  return {
    ...core,
    failRoute: (route, options = {}) => addFault({ type: 'route', route, ...options }),
    dropWebSocket: (rejectReconnects = 0) => addFault({ type: 'ws-drop', rejectReconnects }),
    failNextTransaction: (code, message) =>
      addFault({ type: 'fail-next-transaction', code, message }),
    expireNextTransaction: () => addFault({ type: 'expire-next-transaction' }),
    scriptNextTransaction: (statuses, error) =>
      addFault({
        type: 'script-next-transaction',
        statuses,
        ...(error === undefined ? {} : { error }),
      }),
    walletFault: (mode, reason) =>
      addFault({ type: 'wallet', mode, ...(reason === undefined ? {} : { reason }) }),
    revertEvmCall: (call) => addFault({ type: 'revert-evm-call', call }),
  };
}

/** Calls `/_sandbox/<path>` at `serverUrl` (a sandbox, the fault proxy, the test wallet). */
export function controlCaller(serverUrl: string) {
  const base = serverUrl.replace(/\/$/, '');
  return async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${base}/_sandbox/${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`sandbox control ${method} ${path}: ${response.status} ${text}`);
    return text === '' ? undefined : JSON.parse(text);
  };
}

/** A SandboxControl over HTTP, for a sandbox started elsewhere (e.g. by the CLI). */
export function connectSandboxControl(accessNodeUrl: string): SandboxControl {
  const call = controlCaller(accessNodeUrl);
  return withFaultShorthands({
    reset: async (fixture) => void (await call('POST', 'reset', fixture ? { fixture } : {})),
    state: () => call('GET', 'state'),
    accounts: async () => (await call('GET', 'accounts')) as SandboxAccountInfo[],
    addFault: async (fault) => void (await call('POST', 'faults', fault)),
    clearFaults: async () => void (await call('DELETE', 'faults')),
    requests: async () => (await call('GET', 'requests')) as RequestLogEntry[],
    clearRequests: async () => void (await call('DELETE', 'requests')),
    advanceBlocks: async (count = 1) =>
      ((await call('POST', 'blocks', { count })) as { height: number }).height,
    settings: async () => (await call('GET', 'settings')) as SandboxSettings,
    updateSettings: async (settings) =>
      (await call('POST', 'settings', settings)) as SandboxSettings,
  });
}
