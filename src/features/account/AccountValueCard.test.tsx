import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountSummary } from '../../flow/cadence/scripts/get_account_summary.ts';
import type { PriceEnv } from '../../flow/env.ts';
import { PriceEnvContext } from '../../flow/react/price-env-context.ts';
import { FakeFlowClient } from '../../flow/react/testing/fake-flow-client.ts';
import { renderWithFlow } from '../../flow/react/testing/render-with-flow.tsx';
import { AccountValueCard } from './AccountValueCard.tsx';

const SUSD = 'A.fd43f9148d4b725d.SandboxUSD.Vault';
const SUMMARY: AccountSummary = {
  address: '0x01cf0e2f2f715450',
  balance: 100_000_000_000n, // 1000 FLOW
  availableBalance: 99_999_000_000n,
  storageReserve: 1_000_000n,
  storageUsed: 1n,
  storageCapacity: 2n,
  coa: {
    address: '0x000000000000000000000002C0FfEe00C0FfEe00',
    balanceAtto: 25n * 10n ** 18n + 1n,
  },
  tokenCount: 3,
  valuedBalances: new Map([[SUSD, 25_012_345_678n]]), // 250.12345678 sUSD
  nftCollectionCount: 0,
  nftCount: 0,
  nftCounts: [],
  uncountedCollections: [],
};

const ON: PriceEnv = { sources: 'coingecko,defillama', source: 'coingecko', currency: undefined };

function renderCard(options: PriceEnv) {
  return renderWithFlow(
    <PriceEnvContext.Provider value={options}>
      <AccountValueCard summary={SUMMARY} />
    </PriceEnvContext.Provider>,
    new FakeFlowClient(),
  );
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('AccountValueCard', () => {
  it('asks nothing while prices are off, and says how to turn them on', async () => {
    renderCard({ ...ON, source: undefined });
    expect(await screen.findByTestId('value-off')).toHaveTextContent('Prices are off');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows nothing at all when the build offers no price source', () => {
    const { container } = renderCard({ ...ON, sources: 'none', source: undefined });
    expect(container).toBeEmptyDOMElement();
  });

  it('adds up each VM and the account to the cent, from exact balances', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ flow: { usd: 0.4321 }, 'usd-coin': { usd: 0.9998 } }),
    );
    renderCard(ON);
    // Cadence: 1000 × 0.4321 + 250.12345678 × 0.9998 = 432.1 + 250.073432089… = 682.17…
    expect(await screen.findByTestId('value-cadence')).toHaveTextContent('Cadence ≈ $682.17');
    // EVM: 25.000000000000000001 × 0.4321 = 10.8025…
    expect(screen.getByTestId('value-evm')).toHaveTextContent('EVM ≈ $10.80');
    // The total rounds the exact sum (692.9759…), not the rounded parts.
    expect(screen.getByTestId('value-total')).toHaveTextContent('≈ $692.98');
    expect(screen.getByTestId(`value-row-${SUSD}`)).toHaveTextContent('sUSD on Cadence');
    // The ring's shares, each floored to a tenth of a percent from the exact values.
    expect(screen.getByTestId('holdings-chart')).toHaveAccessibleName(
      'FLOW on Cadence 62.3%, FLOW on EVM 1.5%, sUSD on Cadence 36%',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('ids=flow,usd-coin&vs_currencies=usd');
  });

  it('keeps every figure working when the source fails, saying why', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 429 }));
    renderCard(ON);
    expect(await screen.findByTestId('value-status')).toHaveTextContent(
      'Price unavailable: CoinGecko is limiting requests (429).',
    );
    expect(screen.getByTestId('value-row-flow-cadence')).toHaveTextContent('price unavailable');
    expect(screen.queryByTestId('value-total')).toBeNull();
  });

  it('keeps the last good prices through a failure, greyed and dated', async () => {
    const tenMinutesAgo = Date.now() - 10 * 60_000;
    localStorage.setItem(
      'flowdeck:local:prices:coingecko:usd',
      JSON.stringify({
        quotes: { flow: { price: '0.5', at: tenMinutesAgo } },
        answeredAt: tenMinutesAgo,
        askedAt: tenMinutesAgo,
        failure: null,
      }),
    );
    fetchMock.mockResolvedValue(new Response('', { status: 503 }));
    renderCard(ON);
    expect(await screen.findByTestId('value-status')).toHaveTextContent(
      'Price unavailable: CoinGecko answered 503. Shown greyed: the last prices, 10 minutes ago.',
    );
    // 1000 FLOW + 25.000000000000000001 FLOW at 0.5
    expect(screen.getByTestId('value-total')).toHaveTextContent('≈ $512.50');
    expect(screen.getByTestId('value-total').closest('.value-figures--stale')).not.toBeNull();
  });

  it('turns prices off and on again from the card, per the user’s choice', async () => {
    fetchMock.mockResolvedValue(Response.json({ coins: { 'coingecko:flow': { price: 2 } } }));
    renderCard({ ...ON, source: undefined });
    await userEvent.selectOptions(await screen.findByTestId('price-source'), 'defillama');
    // DeFi Llama prices in US dollars only: the currency is not a choice there.
    expect(screen.getByTestId('price-currency')).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId('value-evm')).toHaveTextContent('EVM ≈ $50.00'));
    expect(screen.getByTestId(`value-row-${SUSD}`)).toHaveTextContent('price unavailable');
    expect(screen.getByTestId('value-status')).toHaveTextContent(
      'Totals leave out what has no price.',
    );
    await userEvent.selectOptions(screen.getByTestId('price-source'), 'off');
    expect(await screen.findByTestId('value-off')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
