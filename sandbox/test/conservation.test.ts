/** The FLOW conservation helper and the EVM balances of the ledger snapshot. */
import { describe, expect, it } from 'vitest';
import { flowConservation, flowTotals, parseFlowTotals } from '../src/conservation.ts';
import { creditEvm, evmBalances, WFLOW_ADDRESS } from '../src/evm.ts';
import { ALICE, ERIN, makeCore, parseCadenceBeforeAll } from './core.ts';
import { isRecord } from './helpers.ts';

parseCadenceBeforeAll();

const ATTO = 10_000_000_000n;
/** The native FLOW WFLOW holds behind the fixture's 3 WFLOW (Alice's). */
const WFLOW_BACKING = 3_000_000_000_000_000_000n;
const EOA = '0x00000000000000000000000000000000000000aa';

describe('flowTotals', () => {
  it('counts every Cadence vault, every COA and every other EVM address, in exact attoFLOW', async () => {
    const core = await makeCore();
    const { state, contracts } = core.ledger;
    const vaults = state.accounts.reduce((sum, a) => sum + (a.flowVault?.balance ?? 0n), 0n);
    const totals = flowTotals(state, contracts);
    const coas = 26_000_000_000_000_000_000n; // Alice's COA 25 FLOW, Erin's 1
    expect(totals).toEqual({
      cadenceVaultsAtto: vaults * ATTO,
      coasAtto: coas,
      evmAccountsAtto: WFLOW_BACKING,
      feesAtto: 100_000_000n * ATTO, // FlowFees' 1 FLOW
      totalAtto: vaults * ATTO + coas + WFLOW_BACKING,
    });
    // Dust below 1e-8 FLOW counts too.
    creditEvm(state, EOA, 1n);
    expect(flowTotals(state, contracts).evmAccountsAtto).toBe(WFLOW_BACKING + 1n);
    expect(flowConservation(totals, flowTotals(state, contracts))).toEqual({
      createdAtto: 1n,
      feesAtto: 0n,
    });
  });

  it('sees a move between the VMs as conserved, and a fee as moved, not created', async () => {
    const core = await makeCore();
    const { state, contracts } = core.ledger;
    const before = flowTotals(state, contracts);
    const alice = core.ledger.account(ALICE);
    const fees = core.ledger.account(contracts.FlowFees ?? '');
    if (alice?.flowVault == null || fees?.flowVault == null) throw new Error('vaults expected');
    alice.flowVault.balance -= 300n;
    creditEvm(state, EOA, 200n * ATTO);
    fees.flowVault.balance += 100n;
    expect(flowConservation(before, flowTotals(state, contracts))).toEqual({
      createdAtto: 0n,
      feesAtto: 100n * ATTO,
    });
    expect(core.ledger.totalFlow()).toBe(before.totalAtto / ATTO);
  });
});

describe('the ledger snapshot (GET /_sandbox/state)', () => {
  it('carries the EVM state, every EVM balance and the totals, bigints as strings', async () => {
    const core = await makeCore();
    creditEvm(core.ledger.state, EOA.toUpperCase().replace('0X', '0x'), 5n);
    const coa = core.ledger.account(ALICE)?.coa?.evmAddress;
    const erinsCoa = core.ledger.account(ERIN)?.coa?.evmAddress;
    const snapshot = core.ledger.toJSON();
    if (!isRecord(snapshot) || coa === undefined || erinsCoa === undefined)
      throw new Error('expected an object and two COAs');
    expect(snapshot.evm).toEqual({
      accounts: [
        { address: WFLOW_ADDRESS, balanceAtto: String(WFLOW_BACKING), nonce: '1' },
        { address: EOA, balanceAtto: '5', nonce: '0' },
      ],
      wflow: { balances: { [coa]: String(WFLOW_BACKING) }, allowances: {} },
      block: { height: '0', transactionCount: 0 },
    });
    expect(snapshot.evmBalances).toEqual({
      [coa]: '25000000000000000000',
      [erinsCoa]: '1000000000000000000',
      [WFLOW_ADDRESS]: String(WFLOW_BACKING),
      [EOA]: '5',
    });
    expect(evmBalances(core.ledger.state)).toEqual({
      [coa]: 25_000_000_000_000_000_000n,
      [erinsCoa]: 1_000_000_000_000_000_000n,
      [WFLOW_ADDRESS]: WFLOW_BACKING,
      [EOA]: 5n,
    });
    expect(parseFlowTotals(snapshot)).toEqual(flowTotals(core.ledger.state, core.ledger.contracts));
  });

  it('refuses a state without totals, or with a total that is not a decimal string', () => {
    expect(() => parseFlowTotals({})).toThrow('no flowTotals');
    expect(() =>
      parseFlowTotals({
        flowTotals: {
          cadenceVaultsAtto: '1',
          coasAtto: '-1',
          evmAccountsAtto: '0',
          feesAtto: '0',
          totalAtto: '0',
        },
      }),
    ).toThrow('flowTotals.coasAtto');
  });
});
