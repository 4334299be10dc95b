import { useId } from 'react';
import { formatAttoFlow } from '../../flow/flow-amounts.ts';
import type { EvmCall } from './wflow-batch.ts';

/** Each EVM call as the transaction makes it: target, function, value, calldata, gas. */
export function EvmCallsReview({ calls }: { readonly calls: readonly EvmCall[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>EVM calls, in order</h3>
      <p className="field__note">
        All or nothing (mustPass): if any call fails, the transaction reverts and nothing is
        applied, on either VM.
      </p>
      <ol className="evm-calls" data-testid="review-calls">
        {calls.map((call, index) => (
          <li
            // A call's place in the batch is its identity: the list never changes order.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            data-testid={`review-call-${index + 1}`}
          >
            <p className="evm-calls__label">{call.label}</p>
            <dl className="figures">
              <div>
                <dt>Target (WFLOW)</dt>
                <dd className="address">{call.target}</dd>
              </div>
              <div>
                <dt>Function</dt>
                <dd className="address">{call.signature}</dd>
              </div>
              <div>
                <dt>Value</dt>
                <dd className="address">
                  {call.value.toString()} attoFLOW ({formatAttoFlow(call.value)} FLOW)
                </dd>
              </div>
              <div>
                <dt>Calldata</dt>
                <dd className="address">{call.data}</dd>
              </div>
              <div>
                <dt>Gas limit</dt>
                <dd>{call.gasLimit.toString()}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}
