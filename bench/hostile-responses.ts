/**
 * The hostile world (1 MB in every text of 60 NFTs, huge token names...): Mallory's screens
 * opened one after the other, and the largest answer the browser received from each app script.
 * The grid's page script must stay within its limit whatever the metadata (issue 18, point 4).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { LIST_ANSWER_LIMIT_BYTES } from '../src/flow/cadence/scripts/metadata-limits.ts';
import { hostile } from '../worlds/hostile.ts';
import { type BenchWorld, enterWorld } from './bench-worlds.ts';
import { PROJECT_ROOT } from './builds.ts';
import { trackNetwork } from './network-idle.ts';
import { signInAs } from './wallet.ts';

interface ScriptResponses {
  readonly requests: number;
  readonly largestBytes: number;
}

export interface HostileResponses {
  /** Each app script the screens ran (by file name), or "other" for Cadence not in the app. */
  readonly byScript: Readonly<Record<string, ScriptResponses>>;
  /** The screens opened, in order. */
  readonly paths: readonly string[];
  readonly gridPageLimitBytes: number;
}

const SCRIPTS_DIR = join(PROJECT_ROOT, 'src', 'flow', 'cadence', 'scripts');

// FCL rewrites `import "X"` into `import X from 0x…`: scripts are compared without imports.
const withoutImports = (cadence: string): string =>
  cadence
    .split('\n')
    .filter((line) => !/^\s*import\s/.test(line))
    .join('\n')
    .trim();

const APP_SCRIPTS: ReadonlyMap<string, string> = new Map(
  readdirSync(SCRIPTS_DIR)
    .filter((file) => file.endsWith('.cdc'))
    .map((file) => [
      withoutImports(readFileSync(join(SCRIPTS_DIR, file), 'utf8')),
      file.replace(/\.cdc$/, ''),
    ]),
);

/** The app script a `POST /v1/scripts` body runs, by file name; "other" if none. */
function scriptNameOf(postData: string | null): string {
  try {
    const body: unknown = JSON.parse(postData ?? '');
    if (typeof body !== 'object' || body === null || !('script' in body)) return 'other';
    const cadence = Buffer.from(String(body.script), 'base64').toString('utf8');
    return APP_SCRIPTS.get(withoutImports(cadence)) ?? 'other';
  } catch {
    return 'other';
  }
}

interface Holdings {
  readonly address: string;
  readonly collections: readonly { readonly storagePath: string; readonly firstId: string }[];
}

/** Mallory's address, as seeded, and her NFT collections, from the world's definition. */
function mallory({ world }: BenchWorld): Holdings {
  const isMallory = (account: { readonly label: string }) => account.label.includes('Mallory');
  const address = world.accounts.find(isMallory)?.address;
  const defined = hostile.accounts.find(isMallory);
  if (address === undefined || defined === undefined)
    throw new Error('the hostile world has no Mallory');
  return {
    address,
    // Each collection contract stores at /storage/<name>Collection (emulator/contracts/).
    collections: (defined.collections ?? []).map((collection) => ({
      storagePath: `${collection.contractName}Collection`,
      firstId: String(collection.nfts[0]?.id ?? ''),
    })),
  };
}

/**
 * Records the size of every script answer the page receives from the app's access node, per app
 * script (the dev wallet's frame runs scripts of its own, on its own node).
 */
function recordScriptAnswers(page: Page, accessNodeUrl: string) {
  const answers: Promise<{ name: string; bytes: number } | null>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    const url = new URL(response.url());
    const fromNode = url.origin === new URL(accessNodeUrl).origin && url.pathname === '/v1/scripts';
    if (request.method() !== 'POST' || !fromNode) return;
    const name = scriptNameOf(request.postData());
    answers.push(
      response.body().then(
        (body) => ({ name, bytes: body.length }),
        () => null,
      ),
    );
  });
  return async (): Promise<Record<string, ScriptResponses>> => {
    const byScript: Record<string, ScriptResponses> = {};
    for (const answer of await Promise.all(answers)) {
      if (answer === null) continue;
      const seen = byScript[answer.name] ?? { requests: 0, largestBytes: 0 };
      byScript[answer.name] = {
        requests: seen.requests + 1,
        largestBytes: Math.max(seen.largestBytes, answer.bytes),
      };
    }
    return byScript;
  };
}

/** Signs in as Mallory and opens her account, tokens, every NFT collection (to its last NFT) and one NFT. */
export async function measureHostileResponses(
  browser: Browser,
  app: { readonly url: string; readonly accessNodeUrl: string },
  world: BenchWorld,
): Promise<HostileResponses> {
  await enterWorld(world);
  const holdings = mallory(world);
  const context = await browser.newContext({ baseURL: app.url });
  try {
    const page = await context.newPage();
    const network = trackNetwork(page);
    const answers = recordScriptAnswers(page, app.accessNodeUrl);
    const paths: string[] = [];
    const open = async (path: string) => {
      paths.push(path);
      await page.goto(path);
      await network.idle(1_000, 60_000);
    };
    await page.goto('/');
    await signInAs(page, holdings.address);
    await open('/account');
    await open('/tokens');
    for (const { storagePath, firstId } of holdings.collections) {
      await open(`/nfts?collection=${storagePath}`);
      // The grid reads the pages it shows: scrolled to the end, it has read them all.
      await page.locator('.nft-grid').evaluate((grid) => {
        grid.scrollTop = grid.scrollHeight;
      });
      await network.idle(1_000, 60_000);
      if (firstId !== '') await open(`/nfts/${storagePath}/${firstId}`);
    }
    return { byScript: await answers(), paths, gridPageLimitBytes: LIST_ANSWER_LIMIT_BYTES };
  } finally {
    await context.close();
  }
}
