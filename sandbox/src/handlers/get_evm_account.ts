import { encodeFunctionData } from 'viem';
import { cadence, type JsonCadence } from '../../../emulator/src/json-cadence.ts';
import { hexToBytes } from '../../../fault-proxy/src/flow-crypto.ts';
import { copyState } from '../copy-state.ts';
import { executeCall } from '../evm-execution.ts';
import { WFLOW_ABI } from '../wflow.ts';
import { defineScriptHandler } from './define-handler.ts';
import { parseEvmAddress } from './evm-flow.ts';

/**
 * An account's COA, and its WFLOW balance through `EVM.dryCall` (run on a copy of the ledger,
 * so nothing it does stays). An address without an account reads as one without a COA.
 */
export const getEvmAccount = defineScriptHandler('scripts/get_evm_account.cdc', {
  errorSites: ['assert('],
  run(ctx, { address, wflowHex }) {
    const coa = ctx.ledger.account(address)?.coa ?? null;
    if (coa === null) return cadence.optional(null);
    let wflowBalance: JsonCadence | null = null;
    if (wflowHex !== null) {
      const target = parseEvmAddress(ctx, wflowHex);
      const outcome = executeCall(copyState(ctx.ledger.state), {
        from: coa.evmAddress,
        to: target,
        data: hexToBytes(
          encodeFunctionData({
            abi: WFLOW_ABI,
            functionName: 'balanceOf',
            args: [coa.evmAddress as `0x${string}`],
          }),
        ),
        value: 0n,
        gasLimit: 100_000n,
      });
      if (outcome.status !== 'successful' || outcome.returnedData.length !== 32) {
        return ctx.fail(
          `assertion failed: balanceOf(address) on ${wflowHex} did not return a uint256: is it WFLOW?`,
          ctx.locate('assert('),
        );
      }
      wflowBalance = cadence.uint256(
        BigInt(`0x${Buffer.from(outcome.returnedData).toString('hex')}`),
      );
    }
    return cadence.optional(
      cadence.struct(`s.${ctx.location}.EvmAccountState`, {
        coaAddress: cadence.string(coa.evmAddress.slice(2)),
        balanceAtto: cadence.uint(coa.balanceAtto),
        wflowBalance: cadence.optional(wflowBalance),
      }),
    );
  },
});
