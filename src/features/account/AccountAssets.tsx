import { Link } from 'wouter';
import { TokenLogo } from '../../components/ui/TokenLogo.tsx';
import { UnavailableAssets } from '../../components/ui/UnavailableAssets.tsx';
import type { AccountSummary } from '../../flow/cadence/scripts/get_account_summary.ts';
import { formatPrice } from '../../flow/prices/value.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { ageText, approxValue, holdingAmountText } from './account-value.ts';
import type { AccountValueView } from './useAccountValue.ts';

/**
 * What the account holds, each with its logo: FLOW on each VM and the verified tokens, with their
 * price and value when prices are on; then the counts of all its tokens and NFTs.
 */
export function AccountAssets({
  summary,
  value,
  tokensPath,
  nftsPath,
}: {
  readonly summary: AccountSummary;
  readonly value: AccountValueView;
  readonly tokensPath: string;
  readonly nftsPath: string;
}) {
  const { network } = useFlowContext('AccountAssets');
  const priced = value.status === 'priced' ? value : null;
  const uncounted = summary.uncountedCollections.length;
  return (
    <section
      className={priced?.failure ? 'card assets-card assets-card--stale' : 'card assets-card'}
      aria-labelledby="assets-heading"
    >
      <h2 id="assets-heading">Assets</h2>
      <table className="value-table" data-testid="value-table">
        <caption className="visually-hidden">
          {priced ? 'What each holding is worth' : 'What the account holds'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Holding</th>
            <th scope="col">Amount</th>
            {priced ? (
              <>
                <th scope="col">Price</th>
                <th scope="col">Value</th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {value.value.holdings.map((holding) => {
            const tone = priced?.tones.get(holding.key);
            return (
              <tr key={holding.key} data-testid={`value-row-${holding.key}`}>
                <th scope="row">
                  <span className="holding">
                    {/* With prices, the logo's ring is the holding's colour in the chart. */}
                    <TokenLogo
                      src={null}
                      symbol={holding.symbol}
                      identifier={holding.vault}
                      {...(tone === undefined ? {} : { tone })}
                    />
                    <span>{holding.label}</span>
                  </span>
                </th>
                <td>
                  {holdingAmountText(holding)} {holding.symbol}
                </td>
                {priced ? (
                  <>
                    <td>
                      {holding.quote ? formatPrice(holding.quote.price, priced.currency) : '—'}
                    </td>
                    <td>
                      {holding.value === null
                        ? 'price unavailable'
                        : approxValue(holding.value, priced.currency)}
                    </td>
                  </>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
      <PriceStatus value={value} />
      <ul className="counts">
        <li>
          <Link to={tokensPath} data-testid="token-count">
            {summary.tokenCount} {summary.tokenCount === 1 ? 'token' : 'tokens'}
          </Link>
        </li>
        <li>
          <Link to={nftsPath} data-testid="nft-count">
            {summary.nftCount} {summary.nftCount === 1 ? 'NFT' : 'NFTs'} in{' '}
            {summary.nftCollectionCount}{' '}
            {summary.nftCollectionCount === 1 ? 'collection' : 'collections'}
          </Link>
          {uncounted > 0 ? (
            <span data-testid="nft-count-partial">
              {' '}
              ({uncounted} {uncounted === 1 ? 'collection' : 'collections'} not counted)
            </span>
          ) : null}
        </li>
      </ul>
      <UnavailableAssets
        assets={summary.uncountedCollections}
        network={network}
        asked="how many NFTs it holds"
        missing="NFT count unavailable"
      />
    </section>
  );
}

/** Where the prices come from and how old they are; only a failure is announced. */
function PriceStatus({ value }: { readonly value: AccountValueView }) {
  switch (value.status) {
    case 'off':
      return null;
    case 'reading':
      return (
        <p className="muted small" role="status">
          Reading prices from {value.sourceLabel}…
        </p>
      );
    case 'unavailable':
      return (
        <p className="muted small" role="status" data-testid="value-status">
          Price unavailable: {value.sourceLabel} could not be read.
        </p>
      );
    case 'priced': {
      // The age changes every minute: announced only with a failure.
      const age = value.pricedAt === null ? '' : `, ${ageText(value.pricedAt)}`;
      return (
        <>
          {value.failure ? (
            <p className="muted small" role="status" data-testid="value-status">
              Price unavailable: {value.failure}
              {value.pricedAt === null ? '' : ` Shown greyed: the last prices${age}.`}
            </p>
          ) : (
            <p className="muted small" data-testid="value-status">
              Prices from {value.sourceLabel}
              {age}.{value.value.unpriced.length > 0 ? ' Totals leave out what has no price.' : ''}
            </p>
          )}
          <p className="muted small">
            Counted: FLOW on both VMs and the verified tokens on Cadence. Other tokens get no price
            here.
          </p>
        </>
      );
    }
  }
}
