import { cadenceExplorerAccountUrl, type FlowNetwork } from '../../flow/networks.ts';
import type { TypeContract } from '../../flow/type-contract.ts';
import { CopyButton } from './CopyButton.tsx';
import { contractLabel } from './contract-label.ts';
import { ExternalLink } from './ExternalLink.tsx';
import './contract-link.css';

/** How much of a type identifier that names no contract is shown. */
const IDENTIFIER_SHOWN = 80;

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
  if (contract === null) return <code>{identifier.slice(0, IDENTIFIER_SHOWN)}</code>;
  const explorer = cadenceExplorerAccountUrl(network, contract.address);
  return (
    <span className="contract-link" data-testid="contract-link">
      <code title={identifier}>{contractLabel(contract)}</code>
      <CopyButton value={contract.address} label={`Copy the address of ${contract.name}`} />
      {explorer ? <ExternalLink href={explorer}>Contract</ExternalLink> : null}
    </span>
  );
}
