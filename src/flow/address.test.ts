import { describe, expect, it } from 'vitest';
import { seededRandom } from '../test/seeded-random.ts';
import {
  addressKind,
  flowAddressAtIndex,
  flowNetworkOfAddress,
  isValidFlowAddress,
  normalizeFlowAddress,
} from './address.ts';
import { FLOW_NETWORKS, type FlowNetwork } from './networks.ts';

// flow-protocol.md §5.4, indices 1–5.
const ADDRESSES_BY_INDEX: Readonly<Record<FlowNetwork, readonly string[]>> = {
  mainnet: [
    'e467b9dd11fa00df',
    'f233dcee88fe0abe',
    '1654653399040a61',
    'f919ee77447b7497',
    '1d7e57aa55817448',
  ],
  testnet: [
    '8c5303eaa26202d6',
    '9a0766d93b6608b7',
    '7e60df042a9c0868',
    '912d5440f7e3769e',
    '754aed9de6197641',
  ],
  local: [
    'f8d6e0586b0a20c7',
    'ee82856bf20e2aa6',
    '0ae53cb6e3f42a79',
    'e5a8b7f23e8b548f',
    '01cf0e2f2f715450',
  ],
};

const WELL_KNOWN_ADDRESSES: Readonly<Record<FlowNetwork, readonly string[]>> = {
  mainnet: ['1e4aa0b87d10b141', 'f1ab99c82dee3526', 'b4b82a1c9d21d284', 'fd100e39d50a13e6'],
  testnet: [
    '631e88ae7f1d7c20',
    'dfc20aee650fcbdf',
    '64adf39cbc354fcb',
    '74daa6f9c7ef24b1',
    'f78bfc12d0a786dc',
  ],
  local: [],
};

const KNOWN_VALID = FLOW_NETWORKS.flatMap((network) =>
  [...ADDRESSES_BY_INDEX[network], ...WELL_KNOWN_ADDRESSES[network]].map(
    (address) => [network, address] as const,
  ),
);

const MALFORMED = [
  '',
  '0x',
  '0x0000000000000000',
  '0000000000000000',
  '0x0000000000000001',
  '0xe467b9dd11fa00d', // 15 digits
  '0xe467b9dd11fa00df0', // 17 digits
  'e467b9dd11fa00d',
  'e467b9dd11fa00df0',
  '0xe467b9dd11fa00dg',
  ' 0xe467b9dd11fa00df',
  '0xe467b9dd11fa00df ',
  '0xe467b9dd 11fa00df',
  '0x0xe467b9dd11fa00',
  'x0e467b9dd11fa00df',
  '0ye467b9dd11fa00df',
  '-0xe467b9dd11fa00df',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
];

describe('isValidFlowAddress / flowNetworkOfAddress', () => {
  it.each(KNOWN_VALID)('%s %s is valid on its own network only', (network, address) => {
    for (const candidate of FLOW_NETWORKS) {
      expect(isValidFlowAddress(address, candidate)).toBe(candidate === network);
      expect(isValidFlowAddress(`0x${address}`, candidate)).toBe(candidate === network);
    }
    expect(flowNetworkOfAddress(address)).toBe(network);
    expect(flowNetworkOfAddress(`0x${address}`)).toBe(network);
  });

  it('previewnet FCLCrypto (40b5b8b2ce81ea4a) belongs to none of our networks', () => {
    expect(flowNetworkOfAddress('0x40b5b8b2ce81ea4a')).toBeNull();
    for (const network of FLOW_NETWORKS) {
      expect(isValidFlowAddress('0x40b5b8b2ce81ea4a', network)).toBe(false);
    }
  });

  it.each(MALFORMED)('rejects %j on every network', (address) => {
    for (const network of FLOW_NETWORKS) {
      expect(isValidFlowAddress(address, network)).toBe(false);
    }
    expect(flowNetworkOfAddress(address)).toBeNull();
  });

  it('rejects 1654653399040a62 (one bit off a mainnet address) everywhere', () => {
    expect(isValidFlowAddress('1654653399040a61', 'mainnet')).toBe(true);
    expect(flowNetworkOfAddress('1654653399040a62')).toBeNull();
  });

  it('ignores prefix and letter case', () => {
    for (const form of [
      'f8d6e0586b0a20c7',
      '0xf8d6e0586b0a20c7',
      '0XF8D6E0586B0A20C7',
      'F8D6E0586b0A20c7',
      '0xF8D6E0586B0A20C7',
    ]) {
      expect(isValidFlowAddress(form, 'local')).toBe(true);
      expect(flowNetworkOfAddress(form)).toBe('local');
    }
  });

  it('makes every single-bit flip of a valid address invalid on every network (seeded)', () => {
    const random = seededRandom(0x5eed);
    for (let trial = 0; trial < 1000; trial++) {
      const network = FLOW_NETWORKS[Math.floor(random() * FLOW_NETWORKS.length)] ?? 'mainnet';
      // A 45-bit index from two draws (13 + 32 bits); 0 is not an account, so use 1 instead.
      const index = Math.floor(random() * 2 ** 13) * 2 ** 32 + Math.floor(random() * 2 ** 32) || 1;
      const address = flowAddressAtIndex(index, network);
      const bit = BigInt(Math.floor(random() * 64));
      const flipped = `0x${(BigInt(address) ^ (1n << bit)).toString(16).padStart(16, '0')}`;
      const context = `trial ${trial}: ${address} (${network}) bit ${bit} → ${flipped}`;
      expect(isValidFlowAddress(address, network), context).toBe(true);
      expect(flowNetworkOfAddress(flipped), context).toBeNull();
    }
  });
});

describe('flowAddressAtIndex', () => {
  it.each(FLOW_NETWORKS)('reproduces indices 1–5 on %s', (network) => {
    const generated = [1, 2, 3, 4, 5].map((index) => flowAddressAtIndex(index, network));
    expect(generated).toEqual(ADDRESSES_BY_INDEX[network].map((address) => `0x${address}`));
  });

  it('returns lowercase 0x + 16 hex digits valid on the requested network', () => {
    for (const network of FLOW_NETWORKS) {
      const highest = flowAddressAtIndex(2 ** 45 - 1, network);
      expect(highest).toMatch(/^0x[0-9a-f]{16}$/);
      expect(flowNetworkOfAddress(highest)).toBe(network);
    }
  });

  it.each([0, -1, 2 ** 45, 2 ** 53, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'throws RangeError for index %s',
    (index) => {
      expect(() => flowAddressAtIndex(index, 'mainnet')).toThrow(RangeError);
    },
  );
});

describe('normalizeFlowAddress', () => {
  it('adds 0x and lowercases', () => {
    expect(normalizeFlowAddress('F8D6E0586B0A20C7')).toBe('0xf8d6e0586b0a20c7');
    expect(normalizeFlowAddress('0XF8D6E0586B0A20C7')).toBe('0xf8d6e0586b0a20c7');
    expect(normalizeFlowAddress('0xf8d6e0586b0a20c7')).toBe('0xf8d6e0586b0a20c7');
  });

  it('checks syntax only, not the checksum', () => {
    expect(normalizeFlowAddress('0x0000000000000001')).toBe('0x0000000000000001');
  });

  it.each(['', '0x1', '0xf8d6e0586b0a20c', '0xf8d6e0586b0a20c70', ' f8d6e0586b0a20c7', 'zz'])(
    'throws for %j',
    (address) => {
      expect(() => normalizeFlowAddress(address)).toThrow(TypeError);
    },
  );
});

describe('addressKind', () => {
  it.each([
    ['0xf8d6e0586b0a20c7', 'flow'],
    ['f8d6e0586b0a20c7', 'flow'],
    ['0x0000000000000001', 'flow'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'evm'],
    ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', 'evm'],
    ['5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', null],
    ['0x1234', null],
    ['', null],
    [' 0xf8d6e0586b0a20c7', null],
    ['0xg8d6e0586b0a20c7', null],
  ] as const)('%j → %s', (input, kind) => {
    expect(addressKind(input)).toBe(kind);
  });
});
