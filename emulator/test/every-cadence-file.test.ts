/**
 * Every Cadence file of the app has a test on the real emulator: each script and transaction is
 * imported (through its `.ts` definition) by an emulator suite, and each script-runner example
 * is named in the runner suite. A new `.cdc` file without one fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CADENCE_DIR = fileURLToPath(new URL('../../src/flow/cadence/', import.meta.url));
const TEST_DIR = fileURLToPath(new URL('./', import.meta.url));

function cadenceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? cadenceFiles(join(dir, entry.name))
      : entry.name.endsWith('.cdc')
        ? [relative(CADENCE_DIR, join(dir, entry.name))]
        : [],
  );
}

const suites = readdirSync(TEST_DIR)
  .filter((file) => file.endsWith('.test.ts') && file !== basename(fileURLToPath(import.meta.url)))
  .map((file) => readFileSync(join(TEST_DIR, file), 'utf8'));

describe('every .cdc file runs on the real emulator', () => {
  const files = cadenceFiles(CADENCE_DIR);

  it('finds the app’s Cadence', () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
  });

  it.each(files)('%s', (file) => {
    const name = basename(file, '.cdc');
    const mention = file.startsWith('scripts/examples/')
      ? `// examples/${name}.cdc`
      : `/cadence/${file.replace(/\.cdc$/, '.ts')}'`;
    expect(suites.some((suite) => suite.includes(mention))).toBe(true);
  });
});
