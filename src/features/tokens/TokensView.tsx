import { useDeferredValue, useId, useMemo, useState } from 'react';
import { QueryErrorAlert } from '../../components/ui/QueryErrorAlert.tsx';
import { UnavailableAssets } from '../../components/ui/UnavailableAssets.tsx';
import type { TokenVault } from '../../flow/cadence/scripts/get_token_vaults.ts';
import type { FlowNetwork } from '../../flow/networks.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { useTokenVaults } from '../../flow/react/useTokenVaults.ts';
import { TokenRow } from './TokenRow.tsx';
import { matchesSearch, sortTokenVaults } from './token-vaults.ts';
import './tokens.css';

/** Every fungible token in an account, searchable; FLOW first, then verified tokens, then the rest. */
export function TokensView({
  address,
  title,
}: {
  readonly address: string;
  readonly title: string;
}) {
  const { network } = useFlowContext('TokensView');
  const vaults = useTokenVaults(address);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const searchId = useId();
  const sorted = useMemo(
    () => (vaults.data ? sortTokenVaults(vaults.data.items, network) : []),
    [vaults.data, network],
  );
  const shown = useMemo(
    () => sorted.filter((vault) => matchesSearch(vault, deferredSearch)),
    [sorted, deferredSearch],
  );

  return (
    <section className="tokens" aria-labelledby="tokens-heading">
      <h1 id="tokens-heading">{title}</h1>
      {vaults.isPending ? (
        <ul className="token-list" aria-busy="true">
          <li className="token-row skeleton-card" />
          <li className="token-row skeleton-card" />
          <li className="token-row skeleton-card" />
        </ul>
      ) : vaults.isError ? (
        <QueryErrorAlert title="The tokens could not be read." query={vaults} />
      ) : sorted.length === 0 && vaults.data.unavailable.length === 0 ? (
        <p className="card" data-testid="tokens-empty">
          This account holds no fungible tokens.
        </p>
      ) : (
        <>
          <p className="tokens__search">
            <label htmlFor={searchId}>Search tokens</label>
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Name, symbol or type"
              autoComplete="off"
              spellCheck={false}
            />
          </p>
          <p className="muted small" role="status">
            {shown.length === sorted.length
              ? `${sorted.length} ${sorted.length === 1 ? 'token' : 'tokens'}`
              : `${shown.length} of ${sorted.length} tokens`}
          </p>
          <TokenList vaults={shown} network={network} />
          <UnavailableAssets
            assets={vaults.data.unavailable}
            network={network}
            asked="its name and logo"
          />
        </>
      )}
    </section>
  );
}

// About two screens of rows on a large monitor.
const FIRST_ROWS = 30;

/**
 * The rows, the first screens of them at once and the rest in a render React may interrupt: on
 * an account with 200 tokens, all of them in one render held the first row back by ~50 ms.
 */
function TokenList({
  vaults,
  network,
}: {
  readonly vaults: readonly TokenVault[];
  readonly network: FlowNetwork;
}) {
  const rows = useDeferredValue(vaults, vaults.slice(0, FIRST_ROWS));
  return (
    <ul className="token-list">
      {rows.map((vault) => (
        <TokenRow key={vault.identifier} vault={vault} network={network} />
      ))}
    </ul>
  );
}
