/**
 * Comparing what the sandbox and the real emulator answer: a structural diff of two decoded
 * values, with EVM addresses translated from the sandbox's to the emulator's first (COAs,
 * WFLOW and token contracts are deployed at different addresses on each).
 */

export interface Difference {
  /** e.g. `get_account_summary(Alice).storageUsed`. */
  readonly path: string;
  readonly sandbox: string;
  readonly emulator: string;
}

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/;

/** Sandbox EVM address (lower case, no 0x) → the emulator's, for the same thing. */
export type AddressMap = ReadonlyMap<string, string>;

const bare = (address: string) => address.replace(/^0x/, '').toLowerCase();

function translated(value: unknown, addresses: AddressMap): unknown {
  if (typeof value === 'string') {
    if (EVM_ADDRESS.test(value)) {
      const mapped = addresses.get(bare(value));
      return mapped === undefined ? bare(value) : bare(mapped);
    }
    // Identifiers that embed an EVM address, e.g. A.….EVMVMBridgedToken_<hex>.Vault.
    return value.replace(/[0-9a-fA-F]{40}/g, (hex) => bare(addresses.get(bare(hex)) ?? hex));
  }
  if (Array.isArray(value)) return value.map((item) => translated(item, addresses));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, translated(item, addresses)]),
    );
  }
  return value;
}

const show = (value: unknown) =>
  typeof value === 'bigint'
    ? `${value}n`
    : value === undefined
      ? 'nothing'
      : JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v));

export function differences(
  path: string,
  sandbox: unknown,
  emulator: unknown,
  addresses: AddressMap,
): Difference[] {
  return compare(path, translated(sandbox, addresses), translated(emulator, addresses));
}

function compare(path: string, sandbox: unknown, emulator: unknown): Difference[] {
  if (Array.isArray(sandbox) && Array.isArray(emulator)) {
    if (sandbox.length !== emulator.length) {
      return [
        { path: `${path}.length`, sandbox: show(sandbox.length), emulator: show(emulator.length) },
      ];
    }
    return sandbox.flatMap((item, index) => compare(`${path}[${index}]`, item, emulator[index]));
  }
  if (isObject(sandbox) && isObject(emulator)) {
    const keys = [...new Set([...Object.keys(sandbox), ...Object.keys(emulator)])].sort();
    return keys.flatMap((key) => compare(`${path}.${key}`, sandbox[key], emulator[key]));
  }
  return Object.is(sandbox, emulator) || show(sandbox) === show(emulator)
    ? []
    : [{ path, sandbox: show(sandbox), emulator: show(emulator) }];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
