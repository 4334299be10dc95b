import type { Account, CurrentUser, TransactionStatus } from '@onflow/typedefs';
import type { CadenceValue } from '../../cadence/json-cadence.ts';
import type {
  CadenceRequest,
  FlowClient,
  ScriptRunRequest,
  TransactionRequest,
} from '../../client/flow-client.ts';
import { AccessNodeError, SubmissionUncertainError } from '../../errors.ts';
import type { FlowNetwork } from '../../networks.ts';

type Listener<value> = (value: value) => void;

/**
 * An in-memory FlowClient for hook and component tests: it records every call, and the test
 * drives users and transaction statuses by hand.
 */
export class FakeFlowClient implements FlowClient {
  readonly queries: CadenceRequest[] = [];
  readonly mutations: TransactionRequest[] = [];
  /** Requests passed to runScript, in call order. */
  readonly scriptRuns: ScriptRunRequest[] = [];
  readonly statusSubscriptions = new Map<string, number>();
  /** Ids passed to getTransactionStatus, in call order. */
  readonly statusReads: string[] = [];
  queryResult: (request: CadenceRequest) => Promise<unknown> = async () => null;
  mutateResult: (request: TransactionRequest) => Promise<string> = async () => 'a'.repeat(64);
  runScriptResult: (request: ScriptRunRequest) => Promise<CadenceValue> = async () => ({
    type: 'Void',
  });
  /** What getTransactionStatus answers; unscripted by default. */
  transactionStatusResult: (id: string) => Promise<TransactionStatus> = async () => {
    throw new Error('FakeFlowClient.getTransactionStatus is not scripted');
  };
  authenticateResult: () => Promise<CurrentUser> = async () => signedInUser('0x01cf0e2f2f715450');
  /**
   * What the access node reports as its chain (FCL's naming); the client's own network by
   * default. Not part of FlowClient: renderWithFlow hands it to FlowProvider as `fetchChainId`.
   */
  chainId: () => Promise<string>;

  private readonly userListeners = new Set<Listener<CurrentUser>>();
  private readonly statusListeners = new Map<string, Set<Listener<TransactionStatus>>>();
  private readonly statusErrorListeners = new Map<string, Set<Listener<Error>>>();
  private user: CurrentUser = signedOutUser();

  constructor(readonly network: FlowNetwork = 'local') {
    this.chainId = async () => network;
  }

  async query(request: CadenceRequest): Promise<unknown> {
    this.queries.push(request);
    return this.queryResult(request);
  }

  async runScript(request: ScriptRunRequest): Promise<CadenceValue> {
    this.scriptRuns.push(request);
    return this.runScriptResult(request);
  }

  /**
   * Scripts the next sends: the wallet signs at once, then the access node's answer stays
   * pending until the returned function loses it (SubmissionUncertainError for `id`).
   */
  signThenLoseAnswer(id: string): () => void {
    let lose = () => {};
    this.mutateResult = (request) =>
      new Promise<string>((_resolve, reject) => {
        request.onSigned?.();
        lose = () =>
          reject(new SubmissionUncertainError(id, new AccessNodeError({ kind: 'unreachable' })));
      });
    return () => lose();
  }

  /** Records what is sent (not the `onSigned` callback, which `mutateResult` may call). */
  async mutate(request: TransactionRequest): Promise<string> {
    const { onSigned: _onSigned, ...sent } = request;
    this.mutations.push(sent);
    return this.mutateResult(request);
  }

  subscribeTransactionStatus(
    id: string,
    onStatus: Listener<TransactionStatus>,
    onError: Listener<Error>,
  ): () => void {
    listenersFor(this.statusListeners, id).add(onStatus);
    listenersFor(this.statusErrorListeners, id).add(onError);
    this.statusSubscriptions.set(id, (this.statusSubscriptions.get(id) ?? 0) + 1);
    return () => {
      this.statusListeners.get(id)?.delete(onStatus);
      this.statusErrorListeners.get(id)?.delete(onError);
      this.statusSubscriptions.set(id, (this.statusSubscriptions.get(id) ?? 1) - 1);
    };
  }

  async getTransactionStatus(id: string): Promise<TransactionStatus> {
    this.statusReads.push(id);
    return this.transactionStatusResult(id);
  }

  subscribeCurrentUser(onUser: Listener<CurrentUser>): () => void {
    this.userListeners.add(onUser);
    onUser(this.user);
    return () => this.userListeners.delete(onUser);
  }

  async authenticate(): Promise<CurrentUser> {
    const user = await this.authenticateResult();
    this.setUser(user);
    return user;
  }

  unauthenticate(): void {
    this.setUser(signedOutUser());
  }

  /** Addresses passed to getAccount, in call order. */
  readonly accountReads: string[] = [];
  /** What getAccount answers; unscripted by default. */
  accountResult: (address: string) => Promise<Account> = async () => {
    throw new Error('FakeFlowClient.getAccount is not scripted');
  };

  async getAccount(address: string): Promise<Account> {
    this.accountReads.push(address);
    return this.accountResult(address);
  }

  setUser(user: CurrentUser): void {
    this.user = user;
    for (const listener of this.userListeners) listener(user);
  }

  emitStatus(id: string, status: Partial<TransactionStatus>): void {
    const full = transactionStatus(status);
    for (const listener of this.statusListeners.get(id) ?? []) listener(full);
  }

  emitStatusError(id: string, error: Error): void {
    for (const listener of this.statusErrorListeners.get(id) ?? []) listener(error);
  }
}

function listenersFor<value>(map: Map<string, Set<value>>, id: string): Set<value> {
  let listeners = map.get(id);
  if (!listeners) {
    listeners = new Set();
    map.set(id, listeners);
  }
  return listeners;
}

export function signedOutUser(): CurrentUser {
  return { f_type: 'User', f_vsn: '1.0.0', services: [] };
}

export function signedInUser(addr: string, services: CurrentUser['services'] = []): CurrentUser {
  return { f_type: 'User', f_vsn: '1.0.0', addr, cid: `cid-${addr}`, loggedIn: true, services };
}

/** A full status object: PENDING with no error unless `status` says otherwise. */
export function transactionStatus(status: Partial<TransactionStatus> = {}): TransactionStatus {
  return { ...pendingStatus(), ...status } as TransactionStatus;
}

/** The access node's answer for a transaction it does not know (HTTP 404), as FCL raises it. */
export function transactionNotFoundError(id: string): Error {
  return Object.assign(new Error('HTTP Request Error: 404'), {
    name: 'HTTP Request Error',
    statusCode: 404,
    errorMessage: `failed to get transaction result: transaction ${id} not found`,
  });
}

function pendingStatus(): Omit<TransactionStatus, 'status'> & { status: number } {
  return {
    blockId: '',
    status: 1,
    statusString: 'PENDING',
    statusCode: 0,
    errorMessage: '',
    events: [],
  };
}
