import { ContractLink } from '../../components/ui/ContractLink.tsx';
import { shortenAddress } from '../../components/ui/shorten-address.ts';
import { toChecksumEvmAddress } from '../../flow/evm-address.ts';
import type { FlowNetwork } from '../../flow/networks.ts';
import { type TokenIdentity, tokenIdentity } from '../../flow/tokens/token-identity.ts';

/** A line of words on who a token is, for places that can only show text (option labels). */
export function tokenOriginText(identity: TokenIdentity): string {
  if (identity.kind === 'flow') return '';
  const where = identity.contract
    ? `${identity.contract.name} at ${shortenAddress(identity.contract.address)}`
    : 'unknown contract';
  if (identity.kind === 'verified') return `verified, ${where}`;
  const warning = identity.imitates ? `NOT ${identity.imitates}, ` : '';
  return `${warning}unverified, ${where}`;
}

/**
 * Who a token is, from its type identifier: verified or not, its contract (copy, explorer), the
 * ERC-20 it was bridged from, and a plain warning when its name copies a verified token's.
 */
export function TokenOrigin({
  token,
  network,
}: {
  readonly token: { readonly identifier: string; readonly name: string; readonly symbol: string };
  readonly network: FlowNetwork;
}) {
  const identity = tokenIdentity(token, network);
  if (identity.kind === 'flow') return null;
  return (
    <span className="token-origin small" data-testid="token-origin">
      {identity.kind === 'verified' ? (
        <span className="token-origin__tag token-origin__tag--verified">Verified</span>
      ) : (
        <span className="token-origin__tag" data-testid="token-unverified">
          Unverified
        </span>
      )}{' '}
      <ContractLink contract={identity.contract} identifier={token.identifier} network={network} />
      {identity.kind === 'unverified' && identity.bridgedFrom ? (
        <span data-testid="token-bridged-from">
          Bridged from Flow EVM: <code>{toChecksumEvmAddress(identity.bridgedFrom)}</code>
        </span>
      ) : null}
      {identity.kind === 'unverified' && identity.imitates ? (
        <strong className="token-origin__warning" data-testid="token-imitation">
          Not the real {identity.imitates}: it only uses its name.
        </strong>
      ) : null}
    </span>
  );
}
