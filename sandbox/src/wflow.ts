/**
 * WFLOW at WFLOW_ADDRESS: the WETH9 contract ("Wrapped Flow", onflow/flow-evm-bridge
 * solidity/src/handled-assets/WETH9.sol) run by the sandbox. Its ERC-20 balances live in
 * `state.evm.wflow`; the native FLOW backing them is the balance of its `EvmAccount`, so
 * wrapping moves native FLOW from the caller to the contract and unwrapping moves it back, and
 * conservation.ts counts it like any other EVM balance.
 *
 * Behaviour follows the Solidity: `deposit()` and the fallback (any other calldata) credit the
 * sent value; `withdraw`, `transfer`, `transferFrom` revert (no reason) when the balance or the
 * allowance is short; functions that are not payable revert when sent FLOW, and so does
 * calldata too short for a function's arguments. Gas follows the opcode costs the functions
 * incur (cold/warm storage, logs, the value transfer back), close to, not exactly, what the
 * compiled contract uses.
 */
import {
  decodeFunctionData,
  encodeAbiParameters,
  type Hex,
  parseAbi,
  toEventSelector,
  toHex,
} from 'viem';
import { coaAt, creditEvm, evmAccount, normalizeEvmAddress, WFLOW_ADDRESS } from './evm.ts';
import {
  addressTopic,
  type CodeRun,
  type EvmLog,
  type EvmMessage,
  GAS,
  logGas,
  nativeTransferLog,
  sstoreGas,
  uint256Word,
} from './evm-code.ts';
import type { LedgerState, WflowState } from './ledger.ts';

export const WFLOW_ABI = parseAbi([
  'function deposit() payable',
  'function withdraw(uint256 wad)',
  'function totalSupply() view returns (uint256)',
  'function approve(address guy, uint256 wad) returns (bool)',
  'function transfer(address dst, uint256 wad) returns (bool)',
  'function transferFrom(address src, address dst, uint256 wad) returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'event Approval(address indexed src, address indexed guy, uint256 wad)',
  'event Transfer(address indexed src, address indexed dst, uint256 wad)',
  'event Deposit(address indexed dst, uint256 wad)',
  'event Withdrawal(address indexed src, uint256 wad)',
]);

const UINT256_MAX = 2n ** 256n - 1n;

/**
 * Dispatch, ABI decoding and memory: what a call costs besides its storage and logs. Set so
 * that deposits cost what WETH9's do on Ethereum: 45 038 gas into an empty balance, 27 938 after.
 */
const FUNCTION_OVERHEAD = 493n;
const VIEW_OVERHEAD = 300n;
/** Copying a short string out of storage into the returned data. */
const STRING_RETURN_GAS = 500n;
/** SELFBALANCE (EIP-1884). */
const SELF_BALANCE_GAS = 5n;
/** Where a non-payable function or short calldata reverts: right after dispatch. */
const EARLY_REVERT_GAS = 150n;
/** What a COA's `receive()` uses of the 2 300 gas stipend (flow-go: 21 055 − 21 000). */
export const COA_RECEIVE_GAS = 55n;

/** Deploys WFLOW (nonce 1, EIP-161) with no balances: every ledger has it. */
export function deployWflow(state: LedgerState): void {
  evmAccount(state, WFLOW_ADDRESS, true).nonce = 1n;
}

/**
 * Gives `holder` WFLOW at seed time with the native FLOW that backs it, as if it had been
 * wrapped: a fixture's WFLOW never breaks FLOW conservation.
 */
export function mintBackedWflow(state: LedgerState, holder: string, wei: bigint): void {
  if (wei === 0n) return;
  const wflow = state.evm.wflow;
  const key = normalizeEvmAddress(holder);
  wflow.balances[key] = (wflow.balances[key] ?? 0n) + wei;
  evmAccount(state, WFLOW_ADDRESS, true).balanceAtto += wei;
}

/** `balanceOf(holder)`, in wei. */
export function wflowBalanceOf(state: LedgerState, holder: string): bigint {
  return state.evm.wflow.balances[normalizeEvmAddress(holder)] ?? 0n;
}

function allowanceOf(wflow: WflowState, owner: string, spender: string): bigint {
  return wflow.allowances[owner]?.[spender] ?? 0n;
}

function setAllowance(wflow: WflowState, owner: string, spender: string, wei: bigint): void {
  wflow.allowances[owner] = { ...(wflow.allowances[owner] ?? {}), [spender]: wei };
}

function event(topics: readonly Hex[], wei: bigint): EvmLog {
  return { address: WFLOW_ADDRESS, topics, data: uint256Word(wei) };
}

const TOPICS = {
  deposit: toEventSelector('Deposit(address,uint256)'),
  withdrawal: toEventSelector('Withdrawal(address,uint256)'),
  approval: toEventSelector('Approval(address,address,uint256)'),
  transfer: toEventSelector('Transfer(address,address,uint256)'),
};

/** ABI-encoded return values. */
const returns = {
  uint: (value: bigint): Hex => uint256Word(value),
  true: (): Hex => uint256Word(1n),
  string: (value: string): Hex => encodeAbiParameters([{ type: 'string' }], [value]),
};

const revert = (gas: bigint): CodeRun => ({ ok: false, gas });

function success(
  gas: bigint,
  logs: readonly EvmLog[],
  apply: () => void,
  returnedData: Hex = '0x',
  refund = 0n,
): CodeRun {
  return { ok: true, gas, refund, logs, returnedData: fromHex(returnedData), apply };
}

/** A call that only reads: nothing to apply, no log. */
function view(gas: bigint, returnedData: Hex): CodeRun {
  return success(VIEW_OVERHEAD + gas, [], () => {}, returnedData);
}

function fromHex(hex: Hex): Uint8Array {
  return Uint8Array.from(Buffer.from(hex.slice(2), 'hex'));
}

/** Runs WFLOW's code for a message (the engine has checked the caller can send `value`). */
export function runWflow(state: LedgerState, message: EvmMessage): CodeRun {
  const sender = normalizeEvmAddress(message.from);
  if (message.data.length < 4) return deposit(state, sender, message.value);
  let call: ReturnType<typeof decodeFunctionData<typeof WFLOW_ABI>>;
  try {
    call = decodeFunctionData({ abi: WFLOW_ABI, data: toHex(message.data) });
  } catch (error) {
    // An unknown selector runs the payable fallback, which deposits; a known one whose
    // arguments are cut short reverts.
    return isUnknownSelector(error)
      ? deposit(state, sender, message.value)
      : revert(EARLY_REVERT_GAS);
  }
  if (call.functionName === 'deposit') return deposit(state, sender, message.value);
  if (message.value > 0n) return revert(EARLY_REVERT_GAS);
  const wflow = state.evm.wflow;
  switch (call.functionName) {
    case 'withdraw':
      return withdraw(state, sender, call.args[0]);
    case 'approve': {
      const [guy, wad] = call.args;
      const spender = normalizeEvmAddress(guy);
      const store = sstoreGas(allowanceOf(wflow, sender, spender), wad, true);
      return success(
        FUNCTION_OVERHEAD + store.gas + logGas(3, 32),
        [event([TOPICS.approval, addressTopic(sender), addressTopic(spender)], wad)],
        () => setAllowance(wflow, sender, spender, wad),
        returns.true(),
        store.refund,
      );
    }
    case 'transfer':
      return transferFrom(state, sender, sender, call.args[0], call.args[1]);
    case 'transferFrom':
      return transferFrom(state, sender, call.args[0], call.args[1], call.args[2]);
    case 'balanceOf':
      return view(GAS.coldSload, returns.uint(wflowBalanceOf(state, call.args[0])));
    case 'allowance': {
      const [owner, spender] = call.args;
      const allowance = allowanceOf(
        wflow,
        normalizeEvmAddress(owner),
        normalizeEvmAddress(spender),
      );
      return view(GAS.coldSload, returns.uint(allowance));
    }
    case 'totalSupply':
      // `address(this).balance`: the native FLOW that backs every WFLOW.
      return view(
        SELF_BALANCE_GAS,
        returns.uint(evmAccount(state, WFLOW_ADDRESS)?.balanceAtto ?? 0n),
      );
    case 'name':
      return view(GAS.coldSload + STRING_RETURN_GAS, returns.string('Wrapped Flow'));
    case 'symbol':
      return view(GAS.coldSload + STRING_RETURN_GAS, returns.string('WFLOW'));
    case 'decimals':
      return view(GAS.coldSload, returns.uint(18n));
  }
}

function isUnknownSelector(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbiFunctionSignatureNotFoundError';
}

function deposit(state: LedgerState, sender: string, wad: bigint): CodeRun {
  const before = wflowBalanceOf(state, sender);
  const store = sstoreGas(before, before + wad, true);
  return success(
    FUNCTION_OVERHEAD + store.gas + logGas(2, 32),
    [event([TOPICS.deposit, addressTopic(sender)], wad)],
    () => {
      state.evm.wflow.balances[sender] = before + wad;
    },
  );
}

function withdraw(state: LedgerState, sender: string, wad: bigint): CodeRun {
  const before = wflowBalanceOf(state, sender);
  // require(balanceOf[msg.sender] >= wad): a cold read, then a warm write.
  if (before < wad) return revert(FUNCTION_OVERHEAD + GAS.coldSload);
  const store = sstoreGas(before, before - wad, false);
  // msg.sender.transfer(wad): a CALL with the 2 300 stipend, which the callee's code uses part of.
  const calleeGas = coaAt(state, sender) === null ? 0n : COA_RECEIVE_GAS;
  const callGas =
    wad > 0n
      ? GAS.warmAccess + GAS.callValue - GAS.callStipend + calleeGas
      : GAS.warmAccess + calleeGas;
  return success(
    FUNCTION_OVERHEAD + GAS.coldSload + store.gas + callGas + logGas(2, 32),
    [
      ...(wad > 0n ? [nativeTransferLog(WFLOW_ADDRESS, sender, wad)] : []),
      event([TOPICS.withdrawal, addressTopic(sender)], wad),
    ],
    () => {
      state.evm.wflow.balances[sender] = before - wad;
      const contract = evmAccount(state, WFLOW_ADDRESS, true);
      contract.balanceAtto -= wad;
      creditEvm(state, sender, wad);
    },
    '0x',
    store.refund,
  );
}

function transferFrom(
  state: LedgerState,
  sender: string,
  sourceAddress: string,
  destinationAddress: string,
  wad: bigint,
): CodeRun {
  const wflow = state.evm.wflow;
  const source = normalizeEvmAddress(sourceAddress);
  const destination = normalizeEvmAddress(destinationAddress);
  const sourceBefore = wflowBalanceOf(state, source);
  let gas = FUNCTION_OVERHEAD + GAS.coldSload;
  let refund = 0n;
  if (sourceBefore < wad) return revert(gas);
  const spendsAllowance = source !== sender;
  const allowance = allowanceOf(wflow, source, sender);
  if (spendsAllowance) {
    gas += GAS.coldSload;
    if (allowance !== UINT256_MAX) {
      if (allowance < wad) return revert(gas);
      const store = sstoreGas(allowance, allowance - wad, false);
      gas += store.gas;
      refund += store.refund;
    }
  }
  const debit = sstoreGas(sourceBefore, sourceBefore - wad, false);
  gas += debit.gas;
  refund += debit.refund;
  if (destination === source) {
    // The second write to a slot already written in this call.
    gas += GAS.warmAccess;
  } else {
    const destinationBefore = wflowBalanceOf(state, destination);
    const credit = sstoreGas(destinationBefore, destinationBefore + wad, true);
    gas += credit.gas;
    refund += credit.refund;
  }
  gas += logGas(3, 32);
  return success(
    gas,
    [event([TOPICS.transfer, addressTopic(source), addressTopic(destination)], wad)],
    () => {
      if (spendsAllowance && allowance !== UINT256_MAX) {
        setAllowance(wflow, source, sender, allowance - wad);
      }
      wflow.balances[source] = wflowBalanceOf(state, source) - wad;
      wflow.balances[destination] = wflowBalanceOf(state, destination) + wad;
    },
    returns.true(),
    refund,
  );
}
