import { useQueryClient } from '@tanstack/react-query';
import { Banner } from '../../components/ui/Banner.tsx';
import { AccessNodeError, type FlowError } from '../../flow/errors.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { useFlowChainId } from '../../flow/react/useFlowChainId.ts';
import { useNetworkSelection } from '../network-selection.ts';

/** The banner's title: busy and silent nodes are told apart from unreachable ones. */
function unavailableTitle(error: FlowError): string {
  if (!(error instanceof AccessNodeError)) return 'The Flow network cannot be reached.';
  switch (error.kind) {
    case 'rate-limited':
      return 'The Flow access node is busy: it is limiting requests.';
    case 'unavailable':
      return 'The Flow access node is unavailable.';
    case 'timeout':
      return 'The Flow access node is not answering.';
    case 'invalid-response':
      return 'The Flow access node answers with data Flowdeck cannot read.';
    default:
      return 'The Flow network cannot be reached.';
  }
}

/** Warns, before anything is signed, when the access node is unreachable or on another chain. */
export function ChainCheck() {
  const { config } = useFlowContext('ChainCheck');
  const { label } = useNetworkSelection();
  const { chainId, isMismatch, error, refetch } = useFlowChainId();
  const queryClient = useQueryClient();

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
    // One Retry for the whole screen: the check itself and every read that failed with it.
    const retry = () => {
      refetch();
      void queryClient.refetchQueries({
        type: 'active',
        predicate: (query) => query.state.status === 'error',
      });
    };
    return (
      <Banner
        tone="warning"
        title={unavailableTitle(error)}
        action={
          <button type="button" className="button button--small" onClick={retry}>
            Retry
          </button>
        }
      >
        The access node at {config.accessNodeUrl} did not answer as expected ({error.shortMessage}).
        Nothing can be sent until it does.
      </Banner>
    );
  }
  return null;
}
