/**
 * The emulator's chain as the journeys see it, straight from its REST and admin APIs (not
 * through the fault proxy, not through the app): what it holds, the expected values the screens
 * are checked against, and blocks committed on demand.
 */
import { expect } from '@playwright/test';
import { E2E_EMULATOR_URLS } from './ports.ts';

const noPrefix = (address: string) => address.replace(/^0x/, '');

async function restJson(path: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(`${E2E_EMULATOR_URLS.rest}${path}`, init);
  expect(response.status, `${init?.method ?? 'GET'} ${path}`).toBe(200);
  return response.json();
}

/** An account's FLOW as the access node reports it, in 1e-8 units. */
export async function flowBalanceOf(address: string): Promise<bigint> {
  const body = (await restJson(`/v1/accounts/${noPrefix(address)}`)) as { balance?: string };
  return BigInt(body.balance ?? 'no balance');
}

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
  const encoded = await restJson('/v1/scripts', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      script: Buffer.from(PATHS_SCRIPT).toString('base64'),
      arguments: [
        Buffer.from(JSON.stringify({ type: 'Address', value: address })).toString('base64'),
      ],
    }),
  });
  const result = JSON.parse(Buffer.from(String(encoded), 'base64').toString('utf8')) as {
    value: { value: { value: string }[] }[];
  };
  const [stored, published] = result.value.map((list) =>
    list.value.map((entry) => entry.value).sort(),
  );
  return { stored: stored ?? [], published: published ?? [] };
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
