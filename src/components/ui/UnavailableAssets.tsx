import type { ReactNode } from 'react';
import type { ContractFailure } from '../../flow/isolation/contract-failure.ts';
import type { UnavailableAsset } from '../../flow/isolation/unavailable-assets.ts';
import type { FlowNetwork } from '../../flow/networks.ts';
import { contractOfType } from '../../flow/type-contract.ts';
import { formatUFix64Display } from '../../flow/ufix64.ts';
import { ContractLink } from './ContractLink.tsx';
import { displayText } from './plain-text.ts';
import { shortenAddress } from './shorten-address.ts';
import './unavailable-assets.css';

const REASON_LENGTH = 300;
const RAW_LENGTH = 20_000;

/**
 * Vaults or collections whose contracts failed when asked about them: each by its type (which the
 * chain gives, not the contract), what was asked and what the contract answered, with the raw
 * error on demand. The account is fine; the asset's own contract is not.
 */
export function UnavailableAssets({
  assets,
  network,
  asked,
  missing = 'metadata unavailable',
  action,
}: {
  readonly assets: readonly UnavailableAsset[];
  readonly network: FlowNetwork;
  /** What the screen asked each contract for, e.g. "its name and logo". */
  readonly asked: string;
  /** What the screen could not show, e.g. "NFT count unavailable". */
  readonly missing?: string;
  /** What the user can still do with an asset, e.g. a link to its NFTs by id. */
  readonly action?: (asset: UnavailableAsset) => ReactNode;
}) {
  if (assets.length === 0) return null;
  return (
    <section className="unavailable-assets" aria-label="Assets that could not be read">
      <p className="unavailable-assets__intro">
        {assets.length === 1
          ? 'One asset could not be read. '
          : `${assets.length} assets could not be read. `}
        Everything else here is shown as usual; nothing is wrong with this account.
      </p>
      <ul className="unavailable-assets__list">
        {assets.map((asset) => (
          <UnavailableAssetItem
            key={asset.path}
            asset={asset}
            network={network}
            asked={asked}
            missing={missing}
            action={action?.(asset)}
          />
        ))}
      </ul>
    </section>
  );
}

function UnavailableAssetItem({
  asset,
  network,
  asked,
  missing,
  action,
}: {
  readonly asset: UnavailableAsset;
  readonly network: FlowNetwork;
  readonly asked: string;
  readonly missing: string;
  readonly action: ReactNode;
}) {
  const typeName = asset.kind === 'vault' ? 'Vault' : 'Collection';
  const contract = contractOfType(asset.identifier, typeName);
  const { failure } = asset;
  const failedElsewhere =
    contract === null ||
    contract.name !== failure.contract ||
    contract.address !== failure.address.toLowerCase();
  return (
    <li className="unavailable-asset" data-testid="unavailable-asset">
      <p className="unavailable-asset__title">
        <strong>
          {asset.kind === 'vault' ? 'Token' : 'NFT collection'}: {missing}
        </strong>{' '}
        <ContractLink contract={contract} identifier={asset.identifier} network={network} />
      </p>
      {asset.balance !== null ? (
        <p className="unavailable-asset__balance">
          Balance: <span className="amount">{formatUFix64Display(asset.balance)}</span> (its name
          and symbol are unknown)
        </p>
      ) : null}
      <ContractFailureDetails failure={failure} asked={asked} elsewhere={failedElsewhere} />
      {action ? <p className="unavailable-asset__action">{action}</p> : null}
    </li>
  );
}

/**
 * Why a contract's failure stopped a read, in words (what was asked, what the contract said) and
 * the raw error on demand. `elsewhere`: the failing contract is not the asset's own.
 */
export function ContractFailureDetails({
  failure,
  asked,
  elsewhere = false,
}: {
  readonly failure: ContractFailure;
  readonly asked: string;
  readonly elsewhere?: boolean;
}) {
  return (
    <>
      <p className="unavailable-asset__why">
        {elsewhere
          ? `The contract ${failure.contract} (${shortenAddress(failure.address)}) failed when asked for ${asked}.`
          : `Its contract failed when asked for ${asked}.`}{' '}
        It said: “{displayText(failure.reason, REASON_LENGTH)}”
      </p>
      <details className="unavailable-asset__raw">
        <summary>Show the error</summary>
        <pre className="raw">{displayText(failure.raw, RAW_LENGTH)}</pre>
      </details>
    </>
  );
}

/**
 * A picker's note on what it leaves out: the vaults or collections whose contracts failed, so
 * the user is not left wondering where an asset went.
 */
export function UnavailableAssetsNote({
  assets,
}: {
  readonly assets: readonly UnavailableAsset[];
}) {
  if (assets.length === 0) return null;
  const names = assets.map(
    (asset) =>
      contractOfType(asset.identifier, asset.kind === 'vault' ? 'Vault' : 'Collection')?.name ??
      displayText(asset.identifier, 80),
  );
  return (
    <p className="field__note" data-testid="unavailable-assets-note">
      Not offered: {names.join(', ')}. {names.length === 1 ? 'Its contract' : 'Their contracts'}{' '}
      failed when asked to describe {names.length === 1 ? 'it' : 'them'}, so Flowdeck cannot show
      what would be moved.
    </p>
  );
}
