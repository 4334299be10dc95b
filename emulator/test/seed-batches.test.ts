/**
 * Seeding several contracts or vaults to a transaction (emulator/src/seed-batches.ts). Every
 * world's seeding runs the generated Cadence on the emulator; this pins down its shape.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inBatches, mintTokensCode } from '../src/seed-batches.ts';

const template = readFileSync(new URL('../transactions/mint_tokens.cdc', import.meta.url), 'utf8');

describe('seeding in batches', () => {
  it('cuts a list into batches of at most the size, in order', () => {
    expect(inBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inBatches([], 2)).toEqual([]);
  });

  it('mints several tokens in one transaction, each reading its own arguments', () => {
    const code = mintTokensCode(template, ['TokenA', 'TokenB']);
    expect(code).toContain('import "TokenA"\nimport "TokenB"\n');
    expect(code.slice(code.indexOf('\nimport '))).not.toContain('SandboxUSD');
    expect(code).not.toContain('token block');
    expect(code.match(/if true \{/g)).toHaveLength(2);
    expect(code).toContain('<-TokenA.createEmptyVault');
    expect(code).toContain('if publishReceivers[0]');
    expect(code).toContain('<-minter.mint(amount: amounts[1])');
    expect(code.indexOf('amounts[0]')).toBeLessThan(code.indexOf('TokenB.storagePath'));
  });

  it('one token is the template itself, renamed', () => {
    expect(mintTokensCode(template, ['SandboxUSD'])).toBe(
      template.replace(/^[ \t]*\/\/ (end of )?token block\n/gm, ''),
    );
  });

  it('refuses a template that lost its markers', () => {
    expect(() => mintTokensCode(template.replace('// token block', ''), ['TokenA'])).toThrow(
      /token block markers/,
    );
  });
});
