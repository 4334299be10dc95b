import { evmExplorerAddressUrl, type FlowNetwork } from '../../flow/networks.ts';
import { CopyButton } from './CopyButton.tsx';

/** An EVM address in full, with a Copy button and, where the network has one, its explorer link. */
export function EvmAddressRow({
  address,
  network,
  testId,
}: {
  readonly address: string;
  readonly network: FlowNetwork;
  readonly testId: string;
}) {
  const explorer = evmExplorerAddressUrl(network, address);
  return (
    <p className="row">
      <code className="address" data-testid={testId}>
        {address}
      </code>
      <CopyButton value={address} label="Copy the EVM address" />
      {explorer ? (
        <a
          className="button button--ghost button--small"
          href={explorer}
          target="_blank"
          rel="noopener noreferrer"
        >
          View on EVM explorer
        </a>
      ) : null}
    </p>
  );
}
