/** The sandbox core: settings, ledger, chain, faults, request log, and the in-process control. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type FixtureName,
  type SandboxAccountInfo,
  type SandboxControl,
  type SandboxSettings,
  withFaultShorthands,
} from '../../fault-proxy/src/control-client.ts';
import { Faults, parseFault } from '../../fault-proxy/src/faults.ts';
import { logInternalError, type RequestLogEntry } from '../../fault-proxy/src/http.ts';
import { isRecord, normalizeAddress } from '../../fault-proxy/src/util.ts';
import { FIXTURES, isFixtureName } from '../../worlds/index.ts';
import type { FixtureDefinition } from '../../worlds/types.ts';
import {
  applyBridgeSettings,
  type BridgeSettings,
  DEFAULT_BRIDGE_SETTINGS,
  normalizeFeeSetting,
  validateBridgeSettings,
} from './bridge.ts';
import type { CadenceFile } from './cadence.ts';
import { Chain } from './chain.ts';
import { type CadenceHandler, HANDLERS } from './handlers/index.ts';
import { type ContractAddresses, isSandboxChainId, Ledger, type SandboxChainId } from './ledger.ts';

const FLOW_JSON_PATH = fileURLToPath(new URL('../../flow.json', import.meta.url));

/**
 * FCLCrypto, which FCL's account-proof and user-signature verification imports: at the service
 * account on the emulator (where `flow dev-wallet` deploys it), at its real testnet address.
 */
const FCL_CRYPTO: Readonly<Record<SandboxChainId, string>> = {
  'flow-emulator': '0xf8d6e0586b0a20c7',
  'flow-testnet': '0x74daa6f9c7ef24b1',
};

/** Contract name → `0x` address for the chain, from flow.json's aliases (and FCLCrypto). */
export function contractAddresses(chainId: SandboxChainId): ContractAddresses {
  const flowJson = JSON.parse(readFileSync(FLOW_JSON_PATH, 'utf8')) as {
    dependencies?: Record<string, { aliases?: Record<string, string> }>;
    contracts?: Record<string, { aliases?: Record<string, string> }>;
  };
  const key = chainId === 'flow-emulator' ? 'emulator' : 'testnet';
  const out: ContractAddresses = { FCLCrypto: FCL_CRYPTO[chainId] };
  for (const group of [flowJson.dependencies ?? {}, flowJson.contracts ?? {}]) {
    for (const [name, entry] of Object.entries(group)) {
      const alias = entry.aliases?.[key];
      if (alias !== undefined) out[name] = normalizeAddress(alias);
    }
  }
  return out;
}

/** `flow emulator` charges no fees unless started with --transaction-fees; real networks do. */
export function defaultTransactionFees(chainId: SandboxChainId): boolean {
  return chainId !== 'flow-emulator';
}

export interface WebSocketHooks {
  dropAll(): void;
  sendMalformed(count: number): void;
}

/** What SandboxCore starts from: the bridge settings default (bridge.ts) when left out. */
export type SandboxSettingsInput = Omit<
  SandboxSettings,
  keyof BridgeSettings | 'walletViewMethod'
> &
  Partial<BridgeSettings> &
  Partial<Pick<SandboxSettings, 'walletViewMethod'>>;

export class SandboxCore {
  settings: SandboxSettings;
  ledger: Ledger;
  readonly chain: Chain;
  readonly faults = new Faults();
  requestLog: RequestLogEntry[] = [];
  ws: WebSocketHooks | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    settings: SandboxSettingsInput,
    readonly cadenceFiles: CadenceFile[],
    handlers: readonly CadenceHandler[] = HANDLERS,
    /** The world of a fixture; the real emulator's wallet holds a shifted copy (emulator/). */
    private readonly worldOf: (name: FixtureName) => FixtureDefinition = (name) => FIXTURES[name],
  ) {
    this.settings = { ...DEFAULT_BRIDGE_SETTINGS, walletViewMethod: 'IFRAME/RPC', ...settings };
    this.ledger = this.buildLedger();
    this.chain = new Chain({
      ledger: () => this.ledger,
      cadenceFiles,
      handlers,
      faults: this.faults,
      expiryBlocks: settings.expiryBlocks,
      transactionFees: () => this.settings.transactionFees,
    });
  }

  private buildLedger(): Ledger {
    const ledger = Ledger.seed(
      contractAddresses(this.settings.chainId),
      this.settings.chainId,
      this.worldOf(this.settings.fixture),
    );
    applyBridgeSettings(ledger.state.bridge, this.settings);
    return ledger;
  }

  /** One block; an error in it is logged, never thrown out of the timer. */
  private tick(): void {
    try {
      this.chain.advance();
    } catch (error) {
      logInternalError('producing a block', error);
    }
  }

  startBlocks(): void {
    this.stopBlocks();
    if (this.settings.blockIntervalMs > 0) {
      this.timer = setInterval(() => this.tick(), this.settings.blockIntervalMs);
      this.timer.unref?.();
    }
  }

  stopBlocks(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  /** Re-seeds the ledger; forgets transactions, faults and the ledger's history. */
  reset(fixture?: FixtureName): void {
    if (fixture !== undefined) this.settings.fixture = fixture;
    this.ledger = this.buildLedger();
    this.chain.clearTransactions();
    this.chain.resetHistory();
    this.faults.clear();
  }

  log(entry: RequestLogEntry): void {
    this.requestLog.push(entry);
    if (this.requestLog.length > 10_000) this.requestLog.splice(0, this.requestLog.length - 10_000);
  }

  accounts(): SandboxAccountInfo[] {
    return this.ledger.userAccounts().map((account) => ({
      address: account.address,
      label: account.label,
      balance: (account.flowVault?.balance ?? 0n).toString(),
      keys: account.keys.map((key) => ({
        index: key.index,
        publicKey: key.publicKey,
        sequenceNumber: key.sequenceNumber.toString(),
      })),
    }));
  }

  /** Validates and adds a fault; throws (HTTP 400 on the control API) when it is invalid. */
  addFault(input: unknown): void {
    const fault = parseFault(input);
    switch (fault.type) {
      case 'route':
        this.faults.addRoute(fault);
        break;
      case 'ws-drop':
        this.faults.wsRejectReconnects = fault.rejectReconnects ?? 0;
        this.ws?.dropAll();
        break;
      case 'ws-malformed':
        this.ws?.sendMalformed(fault.times ?? 1);
        break;
      case 'ws-silence':
        this.faults.wsSilence = fault.times ?? Number.POSITIVE_INFINITY;
        break;
      case 'fail-next-transaction':
      case 'expire-next-transaction':
      case 'script-next-transaction':
      case 'revert-evm-call':
        this.faults.addTransaction(fault);
        break;
      case 'wallet':
        this.faults.addWallet(fault);
        break;
    }
  }

  updateSettings(input: unknown): SandboxSettings {
    if (!isRecord(input)) throw new Error('settings must be a JSON object');
    const update: Partial<Record<keyof SandboxSettings, unknown>> = input;
    for (const key of Object.keys(input)) {
      if (!(key in this.settings)) throw new Error(`unknown setting ${key}`);
    }
    const { blockIntervalMs, expiryBlocks, walletDefaultAccount, chainId, fixture } = update;
    if (blockIntervalMs !== undefined) {
      if (
        typeof blockIntervalMs !== 'number' ||
        !Number.isFinite(blockIntervalMs) ||
        blockIntervalMs < 0
      ) {
        throw new Error('blockIntervalMs must be a number ≥ 0');
      }
    }
    if (expiryBlocks !== undefined) {
      if (typeof expiryBlocks !== 'number' || !Number.isInteger(expiryBlocks) || expiryBlocks < 1) {
        throw new Error('expiryBlocks must be a positive integer');
      }
    }
    if (walletDefaultAccount !== undefined && walletDefaultAccount !== null) {
      if (typeof walletDefaultAccount !== 'string') {
        throw new Error('walletDefaultAccount must be an address or null');
      }
    }
    if (chainId !== undefined && !isSandboxChainId(chainId)) {
      throw new Error('chainId must be flow-emulator or flow-testnet');
    }
    if (fixture !== undefined && !isFixtureName(fixture)) throw new Error('unknown fixture');
    const { walletViewMethod } = update;
    if (
      walletViewMethod !== undefined &&
      walletViewMethod !== 'IFRAME/RPC' &&
      walletViewMethod !== 'POP/RPC'
    ) {
      throw new Error('walletViewMethod must be IFRAME/RPC or POP/RPC');
    }
    if (update.transactionFees !== undefined && typeof update.transactionFees !== 'boolean') {
      throw new Error('transactionFees must be a boolean');
    }
    validateBridgeSettings(input);

    if (typeof blockIntervalMs === 'number') {
      this.settings.blockIntervalMs = blockIntervalMs;
      this.startBlocks();
    }
    if (typeof expiryBlocks === 'number') {
      this.settings.expiryBlocks = expiryBlocks;
      this.chain.expiryBlocks = expiryBlocks;
    }
    if (walletDefaultAccount === null || typeof walletDefaultAccount === 'string') {
      this.settings.walletDefaultAccount =
        walletDefaultAccount === null ? null : normalizeAddress(walletDefaultAccount);
    }
    if (walletViewMethod === 'IFRAME/RPC' || walletViewMethod === 'POP/RPC') {
      this.settings.walletViewMethod = walletViewMethod;
    }
    let reseed = false;
    if (isSandboxChainId(chainId) && chainId !== this.settings.chainId) {
      this.settings.chainId = chainId;
      // A chain change brings that chain's fee default, unless the same update sets it.
      this.settings.transactionFees = defaultTransactionFees(chainId);
      reseed = true;
    }
    if (typeof update.transactionFees === 'boolean') {
      this.settings.transactionFees = update.transactionFees;
    }
    if (isFixtureName(fixture) && fixture !== this.settings.fixture) {
      this.settings.fixture = fixture;
      reseed = true;
    }
    const { bridgeBaseFee, bridgeOnboardFee, bridgePaused } = update;
    if (typeof bridgeBaseFee === 'string') {
      this.settings.bridgeBaseFee = normalizeFeeSetting(bridgeBaseFee);
    }
    if (typeof bridgeOnboardFee === 'string') {
      this.settings.bridgeOnboardFee = normalizeFeeSetting(bridgeOnboardFee);
    }
    if (typeof bridgePaused === 'boolean') this.settings.bridgePaused = bridgePaused;
    if (reseed) this.reset();
    if (!reseed && [bridgeBaseFee, bridgeOnboardFee, bridgePaused].some((v) => v !== undefined)) {
      // FlowEVMBridgeConfig's state, set by its admin: seen at once, by scripts at any height too.
      applyBridgeSettings(this.ledger.state.bridge, this.settings);
      this.chain.resetHistory();
    }
    return { ...this.settings };
  }

  /** The in-process SandboxControl. */
  control(): SandboxControl {
    return withFaultShorthands({
      reset: async (fixture) => {
        if (fixture !== undefined && !isFixtureName(fixture)) throw new Error('unknown fixture');
        this.reset(fixture);
      },
      state: async () => this.ledger.toJSON(),
      accounts: async () => this.accounts(),
      addFault: async (fault) => this.addFault(fault),
      clearFaults: async () => this.faults.clear(),
      requests: async () => [...this.requestLog],
      clearRequests: async () => {
        this.requestLog = [];
      },
      advanceBlocks: async (count = 1) => {
        for (let i = 0; i < count; i += 1) this.chain.advance();
        return this.chain.finalHeight;
      },
      settings: async () => ({ ...this.settings }),
      updateSettings: async (settings) => this.updateSettings(settings),
    });
  }
}
