import type { Page } from '@playwright/test';

/** How the stand-in answers: as a source should, slowly, or in each way a real one fails. */
export type PriceMode = 'normal' | 'slow' | 'rate-limited' | 'garbage' | 'not-json' | 'unreachable';

/** Prices by CoinGecko id, then currency (lower case), as the stand-in quotes them. */
export type PriceTable = Readonly<Record<string, Readonly<Record<string, number>>>>;

const SOURCES = /^https:\/\/(coins\.llama\.fi|api\.coingecko\.com)\//;
const CORS = { 'access-control-allow-origin': '*', 'content-type': 'application/json' };

/**
 * DeFi Llama and CoinGecko as the page reaches them, answered from `table` in each API's own
 * shape, so the app's real URLs, CSP and decoding are what is tested. Records every request.
 */
export async function priceStandIn(page: Page, table: PriceTable) {
  const asked: string[] = [];
  let mode: PriceMode = 'normal';
  await page.route(SOURCES, async (route) => {
    const url = new URL(route.request().url());
    asked.push(url.href);
    const seconds = Math.floor(Date.now() / 1000) - 30;
    switch (mode) {
      case 'unreachable':
        return route.abort('connectionrefused');
      case 'rate-limited':
        // As CoinGecko does: a 429 the page may not read, so it sees a network error. Playwright
        // adds CORS headers to a fulfilled answer that has none: this one allows another origin.
        return route.fulfill({
          status: 429,
          headers: { 'access-control-allow-origin': 'https://www.coingecko.com' },
          body: 'Too Many Requests',
        });
      case 'garbage':
        return route.fulfill({
          headers: CORS,
          body: JSON.stringify({
            flow: { usd: -0.43, eur: 'NaN', last_updated_at: seconds },
            'usd-coin': { usd: 1e12, eur: null },
            coins: { 'coingecko:flow': { price: -1 } },
          }),
        });
      case 'not-json':
        return route.fulfill({ headers: CORS, body: '<html>Service Unavailable</html>' });
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        break;
      case 'normal':
        break;
    }
    await route.fulfill({ headers: CORS, body: JSON.stringify(answer(url, table, seconds)) });
  });
  return {
    asked,
    answer: (next: PriceMode) => {
      mode = next;
    },
  };
}

function answer(url: URL, table: PriceTable, seconds: number): unknown {
  if (url.hostname === 'coins.llama.fi') {
    const coins = decodeURIComponent(url.pathname.replace('/prices/current/', '')).split(',');
    return {
      coins: Object.fromEntries(
        coins.flatMap((coin) => {
          const usd = table[coin.replace(/^coingecko:/, '')]?.usd;
          return usd === undefined
            ? []
            : [[coin, { price: usd, timestamp: seconds, confidence: 0.99 }]];
        }),
      ),
    };
  }
  const ids = url.searchParams.get('ids')?.split(',') ?? [];
  const currencies = url.searchParams.get('vs_currencies')?.split(',') ?? [];
  return Object.fromEntries(
    ids.flatMap((id) => {
      const quoted = table[id];
      if (!quoted) return [];
      const prices = currencies.flatMap((currency) =>
        quoted[currency] === undefined ? [] : [[currency, quoted[currency]]],
      );
      return [[id, { ...Object.fromEntries(prices), last_updated_at: seconds }]];
    }),
  );
}
