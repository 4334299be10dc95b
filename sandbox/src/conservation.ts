/**
 * FLOW conservation across both VMs. Every FLOW in the ledger is in exactly one place: a Cadence
 * FLOW vault (users', system accounts', FlowFees') or the native balance of an EVM address (a
 * COA's, or any other address's: EOAs, contracts, such as WFLOW, whose ERC-20 balances are
 * backed by the native FLOW the contract holds). ERC-20 balances (WFLOW included) are claims,
 * not FLOW, and are not counted.
 *
 * A transaction moves FLOW and never creates or destroys any; with fees on, the fee moves from
 * the payer's vault to FlowFees'. So between two snapshots `createdAtto` must be 0, and
 * `feesAtto` is what the fees took from everybody else (0 with fees off, flow-emulator's default).
 *
 * Use it in process (`flowTotals(core.ledger.state, core.ledger.contracts)`) or over the control
 * API (`parseFlowTotals(await control.state())`: `GET /_sandbox/state` carries `flowTotals`).
 */

import { isRecord, normalizeAddress } from '../../fault-proxy/src/util.ts';
import type { ContractAddresses, LedgerState } from './ledger.ts';

/** attoFLOW per UFix64 unit (1e-8 FLOW). */
const ATTO_PER_UNIT = 10_000_000_000n;

/** Where the FLOW is, in attoFLOW. */
export interface FlowTotals {
  /** Every Cadence FLOW vault, FlowFees' included. */
  cadenceVaultsAtto: bigint;
  /** The native balances of the ledger accounts' COAs. */
  coasAtto: bigint;
  /** The native balances of every other EVM address. */
  evmAccountsAtto: bigint;
  /** The FlowFees vault (counted in `cadenceVaultsAtto` too): the fees collected so far. */
  feesAtto: bigint;
  /** cadenceVaultsAtto + coasAtto + evmAccountsAtto: constant across transactions. */
  totalAtto: bigint;
}

export function flowTotals(state: LedgerState, contracts: ContractAddresses): FlowTotals {
  const feesAddress = normalizeAddress(contracts.FlowFees ?? '0x0');
  let cadenceVaultsAtto = 0n;
  let coasAtto = 0n;
  let feesAtto = 0n;
  for (const account of state.accounts) {
    const vault = (account.flowVault?.balance ?? 0n) * ATTO_PER_UNIT;
    cadenceVaultsAtto += vault;
    if (account.address === feesAddress) feesAtto += vault;
    coasAtto += account.coa?.balanceAtto ?? 0n;
  }
  let evmAccountsAtto = 0n;
  for (const account of state.evm.accounts) evmAccountsAtto += account.balanceAtto;
  return {
    cadenceVaultsAtto,
    coasAtto,
    evmAccountsAtto,
    feesAtto,
    totalAtto: cadenceVaultsAtto + coasAtto + evmAccountsAtto,
  };
}

/** What happened to FLOW between two snapshots. */
export interface FlowConservation {
  /** FLOW that appeared (positive) or vanished (negative): 0 when FLOW is conserved. */
  createdAtto: bigint;
  /** Fees collected in between (FlowFees' vault growth): moved, not created. */
  feesAtto: bigint;
}

export function flowConservation(before: FlowTotals, after: FlowTotals): FlowConservation {
  return {
    createdAtto: after.totalAtto - before.totalAtto,
    feesAtto: after.feesAtto - before.feesAtto,
  };
}

/** The `flowTotals` of a `GET /_sandbox/state` answer (decimal strings) as bigints. */
export function parseFlowTotals(state: unknown): FlowTotals {
  const totals = isRecord(state) ? state.flowTotals : undefined;
  if (!isRecord(totals)) throw new Error('the sandbox state has no flowTotals');
  const read = (name: keyof FlowTotals): bigint => {
    const value = totals[name];
    if (typeof value !== 'string' || !/^\d+$/.test(value)) {
      throw new Error(`flowTotals.${name} is not a decimal string`);
    }
    return BigInt(value);
  };
  return {
    cadenceVaultsAtto: read('cadenceVaultsAtto'),
    coasAtto: read('coasAtto'),
    evmAccountsAtto: read('evmAccountsAtto'),
    feesAtto: read('feesAtto'),
    totalAtto: read('totalAtto'),
  };
}
