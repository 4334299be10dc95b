/**
 * The emulator's chain as the journeys see it, straight from its REST and admin APIs (not
 * through the fault proxy, not through the app): what it holds, the expected values the screens
 * are checked against, and blocks committed on demand.
 */

import { arg, createFlowClient, type FlowClientInstance } from '@onflow/fcl';
import { expect } from '@playwright/test';
import { jsonCadence, memoryStorage } from '../emulator/src/fcl-in-node.ts';
import { localAuthz, SERVICE_ACCOUNT } from '../emulator/src/local-signer.ts';
import { formatUFix64, parseUFix64 } from '../src/flow/ufix64.ts';
import { E2E_EMULATOR_URLS } from './ports.ts';

const noPrefix = (address: string) => address.replace(/^0x/, '');
/** An EVM address as the scripts here take it: 40 lower-case hex digits, no `0x`. */
const evmHex = (address: string) => noPrefix(address).toLowerCase();

async function restJson(
  path: string,
  init?: RequestInit,
  node = E2E_EMULATOR_URLS.rest,
): Promise<unknown> {
  const response = await fetch(`${node}${path}`, init);
  expect(response.status, `${init?.method ?? 'GET'} ${path}`).toBe(200);
  return response.json();
}

/** An account's FLOW as the access node (by default the emulator's) reports it, in 1e-8 units. */
export async function flowBalanceOf(address: string, node?: string): Promise<bigint> {
  const body = (await restJson(`/v1/accounts/${noPrefix(address)}`, undefined, node)) as {
    balance?: string;
  };
  return BigInt(body.balance ?? 'no balance');
}

/** An integer amount of `decimals` decimals as the screens write it, trailing zeros dropped. */
export function unitsText(value: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const fraction = (value % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction === '' ? `${value / scale}` : `${value / scale}.${fraction}`;
}

/** A UFix64 (1e-8 units) as the screens write it: `1000`, `999.999`. */
export const flowText = (units: bigint): string => unitsText(units, 8);

export interface ChainKey {
  readonly index: number;
  readonly publicKey: string;
  readonly weight: number;
  readonly revoked: boolean;
}

/** An account's keys and the names of its contracts. */
export async function keysAndContractsOf(
  address: string,
): Promise<{ keys: ChainKey[]; contracts: string[] }> {
  const body = (await restJson(`/v1/accounts/${noPrefix(address)}?expand=keys,contracts`)) as {
    keys?: { index: string; public_key: string; weight: string; revoked: boolean }[];
    contracts?: Record<string, string>;
  };
  return {
    keys: (body.keys ?? []).map((key) => ({
      index: Number(key.index),
      publicKey: key.public_key.replace(/^0x/, ''),
      weight: Number(key.weight),
      revoked: key.revoked,
    })),
    contracts: Object.keys(body.contracts ?? {}),
  };
}

/** Runs a script on the emulator; returns its JSON-Cadence result. */
async function runScript(cadence: string, args: readonly unknown[]): Promise<unknown> {
  const encoded = await restJson('/v1/scripts', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      script: Buffer.from(cadence).toString('base64'),
      arguments: args.map((arg) => Buffer.from(JSON.stringify(arg)).toString('base64')),
    }),
  });
  return JSON.parse(Buffer.from(String(encoded), 'base64').toString('utf8'));
}

// The journeys' own reading of an account's paths, independent of the app's storage scripts.
const PATHS_SCRIPT = `
access(all) fun main(address: Address): [[String]] {
  let account = getAuthAccount<auth(Storage) &Account>(address)
  let stored: [String] = []
  let published: [String] = []
  account.storage.forEachStored(fun (path: StoragePath, type: Type): Bool {
    stored.append(path.toString())
    return true
  })
  account.storage.forEachPublic(fun (path: PublicPath, type: Type): Bool {
    published.append(path.toString())
    return true
  })
  return [stored, published]
}`;

/** An account's storage and public paths, sorted. */
export async function pathsOf(address: string): Promise<{ stored: string[]; published: string[] }> {
  const result = (await runScript(PATHS_SCRIPT, [{ type: 'Address', value: address }])) as {
    value: { value: { value: string }[] }[];
  };
  const [stored, published] = result.value.map((list) =>
    list.value.map((entry) => entry.value).sort(),
  );
  return { stored: stored ?? [], published: published ?? [] };
}

// The emulator's EVM contract is on its service account.
const FLOW_SCRIPT = `
import EVM from 0xf8d6e0586b0a20c7
access(all) fun main(address: Address, coa: String?): [String] {
  let account = getAccount(address)
  var attoflow: UInt = 0
  if let evmAddress = coa {
    attoflow = EVM.addressFromString(evmAddress).balance().attoflow
  }
  return [account.balance.toString(), account.availableBalance.toString(), attoflow.toString()]
}`;

/** An account's FLOW, and its COA's (in attoflow) when it has one, as the chain holds them. */
export async function flowOf(
  address: string,
  coaEvmAddress: string | null,
): Promise<{ balance: bigint; availableBalance: bigint; coaAtto: bigint }> {
  const result = (await runScript(FLOW_SCRIPT, [
    { type: 'Address', value: address },
    {
      type: 'Optional',
      value: coaEvmAddress === null ? null : { type: 'String', value: coaEvmAddress },
    },
  ])) as { value: { value: string }[] };
  const [balance = '', available = '', attoflow = ''] = result.value.map((item) => item.value);
  return {
    balance: parseUFix64(balance),
    availableBalance: parseUFix64(available),
    coaAtto: BigInt(attoflow),
  };
}

const NFT_IDS_SCRIPT = `
import NonFungibleToken from 0xf8d6e0586b0a20c7
access(all) fun main(address: Address, publicPath: String): [UInt64] {
  let path = PublicPath(identifier: publicPath) ?? panic("not a public path")
  return getAccount(address).capabilities.borrow<&{NonFungibleToken.Collection}>(path)?.getIDs()
    ?? []
}`;

/** The ids of the NFTs in an account's collection published at `/public/<publicPath>`, ascending. */
export async function nftIdsOf(address: string, publicPath: string): Promise<string[]> {
  const result = (await runScript(NFT_IDS_SCRIPT, [
    { type: 'Address', value: address },
    { type: 'String', value: publicPath },
  ])) as { value: { value: string }[] };
  return result.value.map((id) => id.value).sort((a, b) => Number(a) - Number(b));
}

const EVM_BALANCE_SCRIPT = `
import EVM from 0xf8d6e0586b0a20c7
access(all) fun main(evmAddress: String): UInt {
  return EVM.addressFromString(evmAddress).balance().attoflow
}`;

/** The FLOW an EVM address holds on the emulator's EVM, in attoflow. */
export async function evmBalanceOf(evmAddress: string): Promise<bigint> {
  const result = (await runScript(EVM_BALANCE_SCRIPT, [
    { type: 'String', value: evmHex(evmAddress) },
  ])) as { value: string };
  return BigInt(result.value);
}

const ERC20_BALANCE_SCRIPT = `
import EVM from 0xf8d6e0586b0a20c7
access(all) fun main(token: String, holder: String): UInt256 {
  let owner = EVM.addressFromString(holder)
  let result = EVM.dryCall(
    from: owner,
    to: EVM.addressFromString(token),
    data: EVM.encodeABIWithSignature("balanceOf(address)", [owner]),
    gasLimit: 100_000,
    value: EVM.Balance(attoflow: 0)
  )
  assert(result.status == EVM.Status.successful, message: "balanceOf failed")
  return EVM.decodeABI(types: [Type<UInt256>()], data: result.data)[0] as! UInt256
}`;

/** What an ERC-20 (WFLOW included) says `holder` holds, in its smallest unit. */
export async function erc20BalanceOf(token: string, holder: string): Promise<bigint> {
  const result = (await runScript(ERC20_BALANCE_SCRIPT, [
    { type: 'String', value: evmHex(token) },
    { type: 'String', value: evmHex(holder) },
  ])) as { value: string };
  return BigInt(result.value);
}

const VAULT_BALANCE_SCRIPT = `
import FungibleToken from 0xee82856bf20e2aa6
access(all) fun main(address: Address, storagePath: String): UFix64? {
  let path = StoragePath(identifier: storagePath) ?? panic("not a storage path")
  return getAuthAccount<auth(BorrowValue) &Account>(address).storage
    .borrow<&{FungibleToken.Vault}>(from: path)?.balance
}`;

/** The balance of the vault an account stores at `/storage/<storagePath>`, or null if none. */
export async function vaultBalanceOf(address: string, storagePath: string): Promise<bigint | null> {
  const result = (await runScript(VAULT_BALANCE_SCRIPT, [
    { type: 'Address', value: address },
    { type: 'String', value: storagePath },
  ])) as { value: { value: string } | null };
  return result.value === null ? null : parseUFix64(result.value.value);
}

/** The latest sealed block's height. */
export async function sealedHeight(): Promise<number> {
  const [block] = (await restJson('/v1/blocks?height=sealed')) as { header: { height: string } }[];
  return Number(block?.header.height ?? Number.NaN);
}

/** Commits `count` empty blocks (the emulator's admin API); returns the new sealed height. */
export async function commitBlocks(count: number): Promise<number> {
  for (let committed = 0; committed < count; committed += 1) {
    const response = await fetch(`${E2E_EMULATOR_URLS.admin}/emulator/newBlock`, {
      method: 'POST',
    });
    expect(response.status, 'the emulator commits a block').toBe(200);
  }
  return sealedHeight();
}

/** A transaction's final status as the access node reports it. */
interface FinalStatus {
  readonly id: string;
  readonly statusCode: number;
  readonly errorMessage: string;
}

let client: FlowClientInstance | null = null;

/**
 * Sends a transaction that `authorizer` (a seeded account: the service key is key 0 of each)
 * authorizes and the service account proposes and pays, and waits until it is final: how a
 * journey changes the chain behind the app's back, with a real transaction.
 */
export async function sendAs(
  authorizer: string,
  cadence: string,
  args: readonly { type: string; value: unknown }[],
): Promise<FinalStatus> {
  client ??= createFlowClient({
    accessNodeUrl: E2E_EMULATOR_URLS.rest,
    flowNetwork: 'emulator',
    computeLimit: 9999,
    storage: memoryStorage(),
  });
  const service = localAuthz(SERVICE_ACCOUNT);
  const id = await client.mutate({
    cadence,
    args: () => args.map((value) => arg(value, jsonCadence)),
    proposer: service,
    payer: service,
    authorizations: [localAuthz({ address: authorizer, privateKey: SERVICE_ACCOUNT.privateKey })],
    limit: 9999,
  });
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    const result = (await restJson(`/v1/transaction_results/${id}`)) as {
      status: string;
      status_code: number;
      error_message: string;
    };
    if (result.status === 'Sealed' || result.status === 'Expired') {
      return { id, statusCode: result.status_code, errorMessage: result.error_message };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`transaction ${id} was not final within 30 s`);
}

/**
 * Moves an account's FLOW to the service account, keeping `keep` (UFix64 units): FLOW leaving
 * behind the app's back, as another wallet would move it.
 */
export async function moveFlowAway(address: string, keep: bigint): Promise<void> {
  const amount = (await flowBalanceOf(address)) - keep;
  const status = await sendAs(
    address,
    `import FungibleToken from 0xee82856bf20e2aa6
import FlowToken from 0x0ae53cb6e3f42a79
transaction(amount: UFix64) {
  prepare(signer: auth(BorrowValue) &Account) {
    let vault = signer.storage.borrow<auth(FungibleToken.Withdraw) &FlowToken.Vault>(from: /storage/flowTokenVault)!
    getAccount(0xf8d6e0586b0a20c7).capabilities.borrow<&{FungibleToken.Receiver}>(/public/flowTokenReceiver)!
      .deposit(from: <-vault.withdraw(amount: amount))
  }
}`,
    [{ type: 'UFix64', value: formatUFix64(amount) }],
  );
  expect(status.errorMessage).toBe('');
}

/** Moves `amount` of an ERC-20 out of an account's COA to `to`, behind the app's back. */
export async function moveErc20Away(
  address: string,
  token: string,
  to: string,
  amount: bigint,
): Promise<void> {
  const status = await sendAs(
    address,
    `import EVM from 0xf8d6e0586b0a20c7
transaction(token: String, to: String, amount: UInt256) {
  prepare(signer: auth(BorrowValue) &Account) {
    let coa = signer.storage.borrow<auth(EVM.Call) &EVM.CadenceOwnedAccount>(from: /storage/evm)!
    let result = coa.call(
      to: EVM.addressFromString(token),
      data: EVM.encodeABIWithSignature("transfer(address,uint256)", [EVM.addressFromString(to), amount]),
      gasLimit: 100_000,
      value: EVM.Balance(attoflow: 0)
    )
    assert(result.status == EVM.Status.successful, message: "transfer failed")
  }
}`,
    [
      { type: 'String', value: evmHex(token) },
      { type: 'String', value: evmHex(to) },
      { type: 'UInt256', value: amount.toString() },
    ],
  );
  expect(status.errorMessage).toBe('');
}

const DELEGATION_SCRIPT = `
import FlowIDTableStaking from 0xf8d6e0586b0a20c7
access(all) fun main(nodeID: String, delegatorID: UInt32): [UFix64] {
  let info = FlowIDTableStaking.DelegatorInfo(nodeID: nodeID, delegatorID: delegatorID)
  return [
    info.tokensCommitted, info.tokensStaked, info.tokensRewarded, info.tokensUnstaking,
    info.tokensUnstaked, info.tokensRequestedToUnstake
  ]
}`;

/** A delegation as FlowIDTableStaking records it, in UFix64 units. */
export async function delegationOf(
  nodeId: string,
  delegatorId: number,
): Promise<{
  committed: bigint;
  staked: bigint;
  rewarded: bigint;
  unstaking: bigint;
  unstaked: bigint;
  requestedToUnstake: bigint;
}> {
  const result = (await runScript(DELEGATION_SCRIPT, [
    { type: 'String', value: nodeId },
    { type: 'UInt32', value: String(delegatorId) },
  ])) as { value: { value: string }[] };
  const [committed, staked, rewarded, unstaking, unstaked, requestedToUnstake] = result.value.map(
    (item) => parseUFix64(item.value),
  );
  return {
    committed: committed ?? -1n,
    staked: staked ?? -1n,
    rewarded: rewarded ?? -1n,
    unstaking: unstaking ?? -1n,
    unstaked: unstaked ?? -1n,
    requestedToUnstake: requestedToUnstake ?? -1n,
  };
}
