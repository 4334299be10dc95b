/**
 * Seeding many contracts and vaults a few transactions at a time. Each transaction costs the
 * emulator about 0.2 s whatever it does (ten token contracts took 2.1 s one to a transaction, and
 * 0.24 s in one), so one per contract made the large world's 200 tokens take 80 s to seed.
 */
import { renamed } from '../../worlds/contract-source.ts';

/**
 * Contracts or vaults per seeding transaction: twenty token contracts use about 8,000 units of
 * computation on mainnet's weights (seeding runs on the emulator's lighter ones), under the
 * seeding's 9,999.
 */
export const SEEDING_BATCH = 20;

export function inBatches<item>(items: readonly item[], size = SEEDING_BATCH): item[][] {
  const batches: item[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}

const TOKEN_BLOCK = /^[ \t]*\/\/ token block\n([\s\S]*?)^[ \t]*\/\/ end of token block\n/m;

/**
 * `mint_tokens.cdc` for the tokens `contractNames`, in this order in its arguments: the
 * template's import and token block once per token, each renamed from SandboxUSD and reading its
 * own position of the arguments.
 */
export function mintTokensCode(template: string, contractNames: readonly string[]): string {
  const block = TOKEN_BLOCK.exec(template)?.[1];
  if (block === undefined || !template.includes('import "SandboxUSD"\n')) {
    throw new Error('mint_tokens.cdc has lost its SandboxUSD import or its token block markers');
  }
  const imports = contractNames.map((name) => `import "${name}"\n`).join('');
  const blocks = contractNames
    .map((name, position) => renamed(block, 'SandboxUSD', name).replaceAll('[0]', `[${position}]`))
    .join('');
  return template
    .replace('import "SandboxUSD"\n', () => imports)
    .replace(TOKEN_BLOCK, () => blocks);
}
