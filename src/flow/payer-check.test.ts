import { describe, expect, it } from 'vitest';
import { describeShortfall, payerShortfall } from './payer-check.ts';
import { parseUFix64 } from './ufix64.ts';

const flow = parseUFix64;

describe('payerShortfall', () => {
  // Measured on the emulator under FLIP 351's fees: 0.30 FLOW could not send 0.01 at limit 9999.
  const account = { balance: flow('0.3'), storageReserve: flow('0.001') };

  it('refuses when the storage reserve, the FLOW sent and the maximum fee pass the balance', () => {
    const shortfall = payerShortfall(account, flow('0.01'), flow('0.40006'));
    expect(shortfall).toEqual({
      needed: flow('0.41106'),
      storageReserve: flow('0.001'),
      spends: flow('0.01'),
      maxFee: flow('0.40006'),
    });
    expect(shortfall && describeShortfall(shortfall)).toBe(
      'This account needs at least 0.41106 FLOW to send this: Flow reserves the most its fee can be (0.40006 FLOW), the 0.01 FLOW it sends and the 0.001 FLOW that pays for its storage.',
    );
  });

  it('lets through an account that covers all three, to the last unit', () => {
    expect(payerShortfall(account, flow('0.01'), flow('0.0073'))).toBeNull();
    const exact = account.balance - account.storageReserve - flow('0.0073');
    expect(payerShortfall(account, exact, flow('0.0073'))).toBeNull();
    expect(payerShortfall(account, exact + 1n, flow('0.0073'))?.needed).toBe(account.balance + 1n);
  });

  it('leaves out the FLOW sent when the transaction sends none', () => {
    const shortfall = payerShortfall(
      { balance: flow('0.0015'), storageReserve: flow('0.0015') },
      0n,
      flow('0.0073'),
    );
    expect(shortfall && describeShortfall(shortfall)).toBe(
      'This account needs at least 0.0088 FLOW to send this: Flow reserves the most its fee can be (0.0073 FLOW) and the 0.0015 FLOW that pays for its storage.',
    );
  });
});
