import { Banner } from '../../components/ui/Banner.tsx';
import { AccessNodeError, type FlowError } from '../../flow/errors.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import type { useFlowChainId } from '../../flow/react/useFlowChainId.ts';
import { useFlowNetwork } from '../../flow/react/useFlowNetwork.ts';

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

/**
 * What the banner's text adds to its title: where, what the node did, and what to do. It never
 * repeats the title, as the error's own message would ("cannot be reached" twice, issue 20).
 */
function unavailableDetail(error: FlowError, node: string): string {
  switch (error instanceof AccessNodeError ? error.kind : null) {
    case 'unreachable':
      return `Flowdeck could not connect to the access node at ${node}. Check your connection and try again.`;
    case 'rate-limited':
      return `The access node at ${node} asks Flowdeck to wait before sending more. Try again shortly.`;
    case 'unavailable':
      return `The access node at ${node} says it is busy or down. Try again shortly.`;
    case 'timeout':
      return `The access node at ${node} did not answer in time. Try again shortly.`;
    case 'invalid-response':
      return `Check that ${node} is a Flow access node (its REST API).`;
    default:
      return `The access node at ${node} did not answer as expected (${error.shortMessage}).`;
  }
}

/** The banner for an access node that is unreachable, or on another chain than Flowdeck's. */
export function ChainProblem({
  chainId,
  isMismatch,
  error,
  refetch,
}: Pick<ReturnType<typeof useFlowChainId>, 'chainId' | 'isMismatch' | 'error' | 'refetch'>) {
  const { config, queryClients } = useFlowContext('ChainProblem');
  const { label } = useFlowNetwork();

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
      void queryClients.current?.refetchQueries({
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
        {unavailableDetail(error, config.accessNodeUrl)} Nothing can be sent until it answers.
      </Banner>
    );
  }
  return null;
}
