/** The sandbox core: settings, ledger, chain, faults, request log, and the in-process control. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FIXTURES, isFixtureName } from '../fixtures/index.ts';
import type { CadenceFile } from './cadence.ts';
import { Chain } from './chain.ts';
import type {
  FixtureName,
  SandboxAccountInfo,
  SandboxControl,
  SandboxSettings,
} from './control.ts';
import { type Fault, Faults } from './faults.ts';
import { HANDLERS } from './handlers/index.ts';
import type { RequestLogEntry } from './http.ts';
import { type ContractAddresses, Ledger, normalizeAddress, type SandboxChainId } from './ledger.ts';

export const FLOW_JSON_PATH = fileURLToPath(new URL('../../flow.json', import.meta.url));

/** Contract name → `0x` address for the chain, from flow.json's aliases. */
export function contractAddresses(chainId: SandboxChainId): ContractAddresses {
  const flowJson = JSON.parse(readFileSync(FLOW_JSON_PATH, 'utf8')) as {
    dependencies?: Record<string, { aliases?: Record<string, string> }>;
    contracts?: Record<string, { aliases?: Record<string, string> }>;
  };
  const key = chainId === 'flow-emulator' ? 'emulator' : 'testnet';
  const out: ContractAddresses = {};
  for (const group of [flowJson.dependencies ?? {}, flowJson.contracts ?? {}]) {
    for (const [name, entry] of Object.entries(group)) {
      const alias = entry.aliases?.[key];
      if (alias !== undefined) out[name] = normalizeAddress(alias);
    }
  }
  return out;
}

export interface WebSocketHooks {
  dropAll(): void;
  sendMalformed(): void;
}

export class SandboxCore {
  settings: SandboxSettings;
  ledger: Ledger;
  readonly chain: Chain;
  readonly faults = new Faults();
  requestLog: RequestLogEntry[] = [];
  ws: WebSocketHooks | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    settings: SandboxSettings,
    readonly cadenceFiles: CadenceFile[],
  ) {
    this.settings = settings;
    this.ledger = this.buildLedger();
    this.chain = new Chain({
      ledger: () => this.ledger,
      cadenceFiles,
      handlers: HANDLERS,
      faults: this.faults,
      expiryBlocks: settings.expiryBlocks,
    });
  }

  private buildLedger(): Ledger {
    return new Ledger(
      contractAddresses(this.settings.chainId),
      this.settings.chainId,
      FIXTURES[this.settings.fixture],
    );
  }

  startBlocks(): void {
    this.stopBlocks();
    if (this.settings.blockIntervalMs > 0) {
      this.timer = setInterval(() => this.chain.advance(), this.settings.blockIntervalMs);
      this.timer.unref?.();
    }
  }

  stopBlocks(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  reset(fixture?: FixtureName): void {
    if (fixture !== undefined) this.settings.fixture = fixture;
    this.ledger = this.buildLedger();
    this.chain.clearTransactions();
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

  addFault(fault: Fault): void {
    switch (fault.type) {
      case 'route':
        if (typeof fault.route !== 'string') throw new Error('route fault needs a route');
        this.faults.addRoute(fault);
        break;
      case 'ws-drop':
        this.faults.wsRejectReconnects = fault.rejectReconnects ?? 0;
        this.ws?.dropAll();
        break;
      case 'ws-malformed':
        this.ws?.sendMalformed();
        break;
      case 'ws-silence':
        this.faults.wsSilent = true;
        break;
      case 'fail-next-transaction':
        if (!Number.isInteger(fault.code)) throw new Error('fail-next-transaction needs a code');
        this.faults.failNext = fault;
        break;
      case 'expire-next-transaction':
        this.faults.expireNext = true;
        break;
      case 'wallet':
        if (!['decline', 'close', 'hang', 'malformed', 'bad-signature'].includes(fault.mode)) {
          throw new Error(`unknown wallet fault mode ${String(fault.mode)}`);
        }
        this.faults.addWallet(fault);
        break;
      default:
        throw new Error(`unknown fault type ${String((fault as { type?: unknown }).type)}`);
    }
  }

  updateSettings(update: Partial<SandboxSettings>): SandboxSettings {
    if (update.blockIntervalMs !== undefined) {
      if (!Number.isFinite(update.blockIntervalMs) || update.blockIntervalMs < 0) {
        throw new Error('blockIntervalMs must be a number ≥ 0');
      }
      this.settings.blockIntervalMs = update.blockIntervalMs;
      this.startBlocks();
    }
    if (update.expiryBlocks !== undefined) {
      if (!Number.isInteger(update.expiryBlocks) || update.expiryBlocks < 1) {
        throw new Error('expiryBlocks must be a positive integer');
      }
      this.settings.expiryBlocks = update.expiryBlocks;
      this.chain.expiryBlocks = update.expiryBlocks;
    }
    if (update.walletDefaultAccount !== undefined) {
      this.settings.walletDefaultAccount =
        update.walletDefaultAccount === null ? null : normalizeAddress(update.walletDefaultAccount);
    }
    let reseed = false;
    if (update.chainId !== undefined && update.chainId !== this.settings.chainId) {
      if (update.chainId !== 'flow-emulator' && update.chainId !== 'flow-testnet') {
        throw new Error('chainId must be flow-emulator or flow-testnet');
      }
      this.settings.chainId = update.chainId;
      reseed = true;
    }
    if (update.fixture !== undefined && update.fixture !== this.settings.fixture) {
      if (!isFixtureName(update.fixture)) throw new Error('unknown fixture');
      this.settings.fixture = update.fixture;
      reseed = true;
    }
    if (reseed) this.reset();
    return { ...this.settings };
  }

  /** The in-process SandboxControl. */
  control(): SandboxControl {
    const control: SandboxControl = {
      reset: async (fixture) => {
        if (fixture !== undefined && !isFixtureName(fixture)) throw new Error('unknown fixture');
        this.reset(fixture);
      },
      state: async () => this.ledger.toJSON(),
      accounts: async () => this.accounts(),
      addFault: async (fault) => this.addFault(fault),
      clearFaults: async () => this.faults.clear(),
      failRoute: (route, options = {}) => control.addFault({ type: 'route', route, ...options }),
      dropWebSocket: (rejectReconnects = 0) =>
        control.addFault({ type: 'ws-drop', rejectReconnects }),
      failNextTransaction: (code, message) =>
        control.addFault({ type: 'fail-next-transaction', code, message }),
      expireNextTransaction: () => control.addFault({ type: 'expire-next-transaction' }),
      walletFault: (mode, reason) =>
        control.addFault({ type: 'wallet', mode, ...(reason === undefined ? {} : { reason }) }),
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
    };
    return control;
  }
}
