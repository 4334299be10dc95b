import { useId } from 'react';
import { displayText } from '../../components/ui/plain-text.ts';
import { evmExplorerTxUrl } from '../../flow/networks.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { type EvmCallResult, parseBatchFailure } from './batch-results.ts';
import type { EvmCall } from './wflow-batch.ts';

/** Each call of a sealed batch with its result from the transaction's EVM events. */
export function BatchResults({
  calls,
  results,
}: {
  readonly calls: readonly EvmCall[];
  readonly results: readonly (EvmCallResult | null)[];
}) {
  const { network } = useFlowContext('BatchResults');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Results of the EVM calls</h3>
      {results.length !== calls.length ? (
        <p className="warning-text" data-testid="batch-results-mismatch">
          The transaction reports {results.length} EVM {results.length === 1 ? 'call' : 'calls'} for
          the {calls.length} planned; check it in the explorer.
        </p>
      ) : null}
      <ol className="evm-calls" data-testid="batch-results">
        {calls.map((call, index) => {
          const result = results[index];
          const explorer = result ? evmExplorerTxUrl(network, result.hash) : null;
          return (
            <li
              // A call's place in the batch is its identity: the list never changes order.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              data-testid={`batch-result-${index + 1}`}
            >
              <p className="evm-calls__label">
                {call.label}:{' '}
                {result ? (
                  <strong data-testid={`batch-result-${index + 1}-outcome`}>
                    {result.passed ? 'passed' : `failed (error code ${result.errorCode})`}
                  </strong>
                ) : (
                  <strong>result unreadable</strong>
                )}
              </p>
              {result ? (
                <dl className="figures">
                  {result.passed ? null : (
                    <div>
                      <dt>Error</dt>
                      <dd>{displayText(result.errorMessage, 300) || '—'}</dd>
                    </div>
                  )}
                  <div>
                    <dt>Gas used</dt>
                    <dd>{result.gasUsed.toString()}</dd>
                  </div>
                  <div>
                    <dt>EVM transaction</dt>
                    <dd className="address">
                      {explorer ? (
                        <a href={explorer} target="_blank" rel="noopener noreferrer">
                          {result.hash}
                        </a>
                      ) : (
                        result.hash
                      )}
                    </dd>
                  </div>
                </dl>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Which call made a failed batch revert, from the transaction's error message. */
export function BatchFailureNotice({
  calls,
  errorMessage,
}: {
  readonly calls: readonly EvmCall[];
  readonly errorMessage: string;
}) {
  const failure = parseBatchFailure(errorMessage);
  if (!failure) return null;
  const call = failure.of === calls.length ? calls[failure.call - 1] : undefined;
  return (
    <p data-testid="batch-failure">
      <strong>
        Call {failure.call} of {failure.of}
        {call ? ` (${call.label})` : ''} failed
      </strong>{' '}
      with error code {failure.errorCode}: {displayText(failure.message, 300).replace(/\.$/, '')}.
    </p>
  );
}
