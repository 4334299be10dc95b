import { cadenceExplorerAccountUrl, type FlowNetwork } from '../../flow/networks.ts';
import type { TypeContract } from '../../flow/type-contract.ts';
import { CopyButton } from './CopyButton.tsx';
import { contractLabel, shownIdentifier } from './contract-label.ts';
import { ExternalLink } from './ExternalLink.tsx';
import './contract-link.css';

/**
 * The contract behind a token or collection, named by the chain rather than by its metadata:
 * its name and shortened address (the full type identifier on hover), a copy button for the
 * address, and the account on the network's explorer. A type identifier that names no contract
 * is shown as it is, cut.
 */
export function ContractLink({
  contract,
  identifier,
  network,
}: {
  readonly contract: TypeContract | null;
  /** The full type identifier, e.g. `A.0123456789abcdef.Kitties.Collection`. */
  readonly identifier: string;
  readonly network: FlowNetwork;
}) {
  if (contract === null) return <code>{shownIdentifier(identifier)}</code>;
  const explorer = cadenceExplorerAccountUrl(network, contract.address);
  return (
    <span className="contract-link" data-testid="contract-link">
      <code title={identifier}>{contractLabel(contract)}</code>
      <CopyButton value={contract.address} label={`Copy the address of ${contract.name}`} />
      {explorer ? <ExternalLink href={explorer}>Contract</ExternalLink> : null}
    </span>
  );
}
