/**
 * The project's own wallet on the emulator, for the journeys of a wallet that misbehaves (declines
 * with a hostile reason, hangs, answers garbage, signs wrongly, opens as a popup, or signs in with
 * another network's account). Flow's dev wallet signs in every other journey. It signs for the
 * seeded accounts with their own keys, reads their FLOW from the emulator, and takes the
 * control calls for what it does (test-wallet-control.ts): `POST|DELETE
 * /_control/faults` (wallet faults, and route faults on the wallet), `GET|DELETE
 * /_control/requests` (what it was asked) and `GET|POST /_control/settings` (`walletViewMethod`,
 * `walletDefaultAccount`, and `chainId`: `flow-testnet` presents the accounts at their testnet
 * addresses, as a wallet of the wrong network would).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SeededAccount } from '../../emulator/src/seed-types.ts';
import { answerFaultControl, requestLog } from '../../fault-proxy/src/fault-control.ts';
import { type Fault, Faults, parseFault } from '../../fault-proxy/src/faults.ts';
import { parseJson, readBody, sendError, sendJson } from '../../fault-proxy/src/http.ts';
import { isRecord } from '../../fault-proxy/src/util.ts';
import { flowAddressAtIndex } from '../../src/flow/address.ts';
import { TEST_WALLET_DEFAULTS, type TestWalletSettings } from './test-wallet-control.ts';
import { type WalletAccount, type WalletHost, walletRequestHandler } from './wallet.ts';

const MAX_LOGGED_REQUESTS = 1_000;

export interface RunningTestWallet {
  /** Where FCL discovers it: `${walletUrl}/fcl/authn`; its control API is at the same origin. */
  readonly walletUrl: string;
  close(): Promise<void>;
}

export async function startTestWallet(options: {
  readonly port: number;
  readonly accounts: readonly SeededAccount[];
  /** The emulator's REST API, where the wallet reads each account's FLOW. */
  readonly accessNodeUrl: string;
}): Promise<RunningTestWallet> {
  const faults = new Faults();
  const requests = requestLog(MAX_LOGGED_REQUESTS);
  const addFault = (fault: Fault): void => {
    if (fault.type === 'wallet') faults.addWallet(fault);
    else if (fault.type === 'route' && fault.server === 'wallet') faults.addRoute(fault);
    else throw new Error(`the test wallet does not apply ${fault.type} faults`);
  };
  let settings: TestWalletSettings = { ...TEST_WALLET_DEFAULTS };

  const addressOf = (account: SeededAccount) =>
    settings.chainId === 'flow-testnet'
      ? flowAddressAtIndex(account.index, 'testnet')
      : account.address;
  const flowOf = async (address: string): Promise<bigint> => {
    const response = await fetch(`${options.accessNodeUrl}/v1/accounts/${address.slice(2)}`);
    const body = (await response.json().catch(() => null)) as { balance?: unknown } | null;
    return typeof body?.balance === 'string' ? BigInt(body.balance) : 0n;
  };
  const walletAccount = (account: SeededAccount): WalletAccount => ({
    address: addressOf(account),
    label: account.label,
    privateKey: (keyId) => (keyId === 0 ? account.privateKey : undefined),
  });

  const host: WalletHost = {
    get chainId() {
      return settings.chainId;
    },
    get viewMethod() {
      return settings.walletViewMethod;
    },
    get defaultAccount() {
      return settings.walletDefaultAccount;
    },
    accounts: () =>
      Promise.all(
        options.accounts.map(async (account) => ({
          ...walletAccount(account),
          flowBalance: await flowOf(account.address),
        })),
      ),
    account(address) {
      const found = options.accounts.find(
        (account) => addressOf(account) === address.toLowerCase(),
      );
      return found === undefined ? undefined : walletAccount(found);
    },
    takeRoute: (server, method, path) => faults.takeRoute(server, method, path),
    takeWallet: (service) => faults.takeWallet(service),
    log: requests.add,
  };

  const control = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const method = req.method ?? 'GET';
    try {
      if (
        await answerFaultControl(req, res, path, {
          faults,
          addFault,
          parseFault,
          requests: requests.entries,
        })
      ) {
        return;
      }
      if (path === '/_control/settings' && method === 'POST') {
        settings = { ...settings, ...settingsFrom(parseJson(await readBody(req))) };
        sendJson(res, 200, settings);
      } else if (path === '/_control/settings') {
        sendJson(res, 200, settings);
      } else {
        sendError(res, 404, `no control ${method} ${path} on the test wallet`);
      }
    } catch (error) {
      sendError(res, 400, error instanceof Error ? error.message : String(error));
    }
  };

  let walletUrl = '';
  const wallet = walletRequestHandler(host, () => walletUrl);
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://wallet.invalid').pathname;
    if (path.startsWith('/_control/')) void control(req, res, path);
    else wallet(req, res);
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  walletUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    walletUrl,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The settings a control call may change, each checked. */
function settingsFrom(input: unknown): Partial<TestWalletSettings> {
  if (!isRecord(input)) throw new Error('settings must be an object');
  const changed: Partial<TestWalletSettings> = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === 'walletViewMethod' && (value === 'IFRAME/RPC' || value === 'POP/RPC')) {
      changed.walletViewMethod = value;
    } else if (key === 'walletDefaultAccount' && (value === null || typeof value === 'string')) {
      changed.walletDefaultAccount = value;
    } else if (key === 'chainId' && (value === 'flow-emulator' || value === 'flow-testnet')) {
      changed.chainId = value;
    } else {
      throw new Error(`the test wallet has no setting ${key} = ${JSON.stringify(value)}`);
    }
  }
  return changed;
}
