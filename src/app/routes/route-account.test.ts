import { describe, expect, it } from 'vitest';
import type { FlowContextValue } from '../../flow/react/flow-context.ts';
import { routeAccount } from './route-account.ts';

const flow = { network: 'local' } as FlowContextValue;
const ALICE = '0x01cf0e2f2f715450';
const BOB = '0x179b6b1cb6755e31';

describe('routeAccount', () => {
  it('is the signed-in user’s account on their own screens', () => {
    expect(routeAccount({ flow, account: ALICE, params: {} })).toBe(ALICE);
    expect(routeAccount({ flow, account: null, params: {} })).toBeNull();
  });

  it('is the viewed account under /address/:address, as the screen will name it', () => {
    expect(routeAccount({ flow, account: ALICE, params: { address: BOB } })).toBe(BOB);
  });

  it('is none for an address the screen redirects or refuses', () => {
    // Without 0x, or in capitals, the screen redirects first: the read would be for another key.
    expect(routeAccount({ flow, account: ALICE, params: { address: BOB.slice(2) } })).toBeNull();
    expect(
      routeAccount({ flow, account: ALICE, params: { address: BOB.toUpperCase() } }),
    ).toBeNull();
    // Not an address of this network (a mainnet address on the emulator), or not one at all.
    expect(
      routeAccount({ flow, account: ALICE, params: { address: '0x1654653399040a61' } }),
    ).toBeNull();
    expect(routeAccount({ flow, account: ALICE, params: { address: 'alice' } })).toBeNull();
  });
});
