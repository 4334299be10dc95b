import { Banner } from '../../components/ui/Banner.tsx';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { useFlowChainId } from '../../flow/react/useFlowChainId.ts';
import { useNetworkSelection } from '../network-selection.ts';

/** Warns, before anything is signed, when the access node is unreachable or on another chain. */
export function ChainCheck() {
  const { config } = useFlowContext('ChainCheck');
  const { label } = useNetworkSelection();
  const { chainId, isMismatch, error, refetch } = useFlowChainId();

  if (isMismatch) {
    return (
      <Banner tone="danger" title="Wrong network.">
        The access node at {config.accessNodeUrl} is on the “{chainId}” chain, but Flowdeck is set
        to {label}. Switch networks or fix the access node setting; do not sign anything until this
        is resolved.
      </Banner>
    );
  }
  if (error) {
    return (
      <Banner
        tone="warning"
        title="The Flow network cannot be reached."
        action={
          <button type="button" className="button button--small" onClick={refetch}>
            Retry
          </button>
        }
      >
        The access node at {config.accessNodeUrl} did not answer ({error.shortMessage}).
      </Banner>
    );
  }
  return null;
}
