import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountSummary } from '../../flow/cadence/scripts/get_account_summary.ts';
import type { PriceEnv } from '../../flow/env.ts';
import { PriceEnvContext } from '../../flow/react/price-env-context.ts';
import { FakeFlowClient } from '../../flow/react/testing/fake-flow-client.ts';
import { renderWithFlow } from '../../flow/react/testing/render-with-flow.tsx';
import { RouterAt } from '../../test/RouterAt.tsx';
import { AccountOverview } from './AccountOverview.tsx';
import type { AccountViewer } from './account-viewer.ts';

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
  staked: null,
};

const ON: PriceEnv = { sources: 'coingecko,defillama', source: 'coingecko', currency: undefined };

function renderOverview(
  options: PriceEnv,
  viewer: AccountViewer = 'owner',
  summary: AccountSummary = SUMMARY,
) {
  return renderWithFlow(
    <RouterAt>
      <PriceEnvContext.Provider value={options}>
        <AccountOverview summary={summary} viewer={viewer} tokensPath="/tokens" nftsPath="/nfts" />
      </PriceEnvContext.Provider>
    </RouterAt>,
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

describe('AccountOverview', () => {
  it('counts the staked FLOW in the total, each part of it explained, linked to the Staking tab', () => {
    renderOverview({ ...ON, sources: 'none', source: undefined }, 'owner', {
      ...SUMMARY,
      staked: {
        committed: 0n,
        staked: 10_000_000_000n, // 100
        unstaking: 0n,
        unstaked: 0n,
        rewarded: 74_019_245n, // 0.74019245
        total: 10_074_019_245n,
      },
    });
    // 1000 + 25.000000000000000001 + 100.74019245.
    expect(screen.getByTestId('flow-total')).toHaveTextContent('1125.740192450000000001 FLOW');
    expect(
      screen.getByText('across your Cadence account, your EVM account and staking'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: '88.8% on Cadence, 2.2% on EVM, 8.9% in staking' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('flow-staked')).toHaveTextContent('100.74019245 FLOW');
    expect(within(screen.getByTestId('flow-staked')).getByRole('link')).toHaveAttribute(
      'href',
      '/account/staking',
    );
    expect(screen.getByTestId('flow-staked-rewarded')).toHaveTextContent(
      '0.74019245 FLOW Paid by the network; free to withdraw or restake.',
    );
    expect(screen.getByTestId('value-row-flow-staked')).toHaveTextContent(
      'FLOW in staking100.74019245 FLOW',
    );
  });

  it('asks nothing while prices are off, and says how to turn them on', async () => {
    renderOverview({ ...ON, source: undefined });
    expect(await screen.findByTestId('value-off')).toHaveTextContent('Prices are off');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leads with the FLOW total and holdings by amount when the build offers no price source', () => {
    renderOverview({ ...ON, sources: 'none', source: undefined });
    expect(screen.getByTestId('flow-total')).toHaveTextContent('1025.000000000000000001 FLOW');
    expect(screen.getByRole('img', { name: '97.5% on Cadence, 2.4% on EVM' })).toBeInTheDocument();
    const table = screen.getByTestId('value-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Holding', 'Amount']);
    expect(screen.getByTestId(`value-row-${SUSD}`)).toHaveTextContent(
      'sUSD on Cadence250.12345678 sUSD',
    );
    // Nothing to choose, nothing asked.
    expect(screen.queryByTestId('price-source')).toBeNull();
    expect(screen.queryByTestId('value-off')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds up each VM and the account to the cent, from exact balances', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ flow: { usd: 0.4321 }, 'usd-coin': { usd: 0.9998 } }),
    );
    renderOverview(ON);
    // Cadence: 1000 × 0.4321 + 250.12345678 × 0.9998 = 432.1 + 250.073432089… = 682.17…
    expect(await screen.findByTestId('value-cadence')).toHaveTextContent('Cadence ≈ $682.17');
    // EVM: 25.000000000000000001 × 0.4321 = 10.8025…
    expect(screen.getByTestId('value-evm')).toHaveTextContent('EVM ≈ $10.80');
    // The total rounds the exact sum (692.9759…), not the rounded parts.
    expect(screen.getByTestId('value-total')).toHaveTextContent('≈ $692.98');
    expect(screen.getByTestId(`value-row-${SUSD}`)).toHaveTextContent('sUSD on Cadence');
    // Each row's logo ring is its slice's colour: the table is the chart's legend.
    expect(
      ['flow-cadence', 'flow-evm', SUSD].map(
        (key) =>
          within(screen.getByTestId(`value-row-${key}`)).getByTestId('token-monogram').className,
      ),
    ).toEqual([0, 1, 2].map((tone) => `token-logo token-logo--monogram tone-${tone}`));
    // The ring's shares, each floored to a tenth of a percent from the exact values.
    expect(screen.getByTestId('holdings-chart')).toHaveAccessibleName(
      'FLOW on Cadence 62.3%, FLOW on EVM 1.5%, sUSD on Cadence 36%',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('ids=flow,usd-coin&vs_currencies=usd');
  });

  it('keeps every figure working when the source fails, saying why', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 429 }));
    renderOverview(ON);
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
    renderOverview(ON);
    expect(await screen.findByTestId('value-status')).toHaveTextContent(
      'Price unavailable: CoinGecko answered 503. Shown greyed: the last prices, 10 minutes ago.',
    );
    // 1000 FLOW + 25.000000000000000001 FLOW at 0.5
    expect(screen.getByTestId('value-total')).toHaveTextContent('≈ $512.50');
    expect(screen.getByTestId('value-total').closest('.hero--stale')).not.toBeNull();
  });

  it('turns prices off and on again from the card, per the user’s choice', async () => {
    fetchMock.mockResolvedValue(Response.json({ coins: { 'coingecko:flow': { price: 2 } } }));
    renderOverview({ ...ON, source: undefined });
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

  it('offers the owner Send, Receive and Move between VMs; Receive shows both addresses', async () => {
    renderOverview({ ...ON, source: undefined });
    const hero = screen.getByRole('region', { name: 'Total' });
    expect(within(hero).getByRole('link', { name: 'Send' })).toHaveAttribute('href', '/send');
    expect(within(hero).getByRole('link', { name: 'Move between VMs' })).toHaveAttribute(
      'href',
      '/evm',
    );
    const receive = within(hero).getByRole('button', { name: 'Receive' });
    expect(receive).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(receive);
    expect(receive).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('receive-address')).toHaveTextContent(SUMMARY.address);
    expect(screen.getByTestId('receive-evm-address')).toHaveTextContent(
      '0x000000000000000000000002C0FfEe00C0FfEe00',
    );
    expect(await screen.findByRole('img', { name: `QR code of ${SUMMARY.address}` })).toBeVisible();
    expect(
      screen.getByRole('img', { name: 'QR code of 0x000000000000000000000002C0FfEe00C0FfEe00' }),
    ).toBeVisible();
    expect(screen.getByText(/cannot be recovered/)).toBeInTheDocument();
  });

  it('shows a visitor the same figures without the owner’s actions', () => {
    renderOverview({ ...ON, source: undefined }, 'visitor');
    expect(screen.getByTestId('flow-total')).toHaveTextContent('1025.000000000000000001 FLOW');
    expect(
      screen.getByText('across this account’s Cadence vault and its EVM account'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Send' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull();
  });
});
