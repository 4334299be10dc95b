// The unused-code check (`npm run lint:unused`: knip with knip.jsonc, part of `npm test`), shown
// to fail on planted violations: a throwaway copy of the project gets a file nothing imports and a
// module with an unused export and an unused exported type, and knip, run in the copy as the
// script runs it, must fail naming each. The real tree is held to the check by the script itself.
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// knip's command-line entry (what node_modules/.bin/knip links to), found from its package.
const KNIP_BIN = join(
  dirname(createRequire(import.meta.url).resolve('knip')),
  '..',
  'bin',
  'knip.js',
);
// What knip does not read (git-ignored or git's own), left out of the copy.
const NOT_COPIED =
  /^(node_modules|\.git|\.cache|coverage|imports|dist.*|test-results.*|playwright-report.*)$/;

const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

let copy = '';
let run: { status: number | null; output: string };

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'unused-code-'));
  cpSync(ROOT, copy, {
    recursive: true,
    filter: (source) => {
      const path = relative(ROOT, source);
      return path === '' || !NOT_COPIED.test(path.split(sep)[0] ?? '');
    },
  });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');

  // A file nothing imports.
  writeFileSync(join(copy, 'src', 'planted-orphan.ts'), 'export const orphan = 1;\n');
  // A module the app imports, with one export nothing imports and one only its own module uses.
  writeFileSync(
    join(copy, 'src', 'planted-exports.ts'),
    'export const usedHere = 1;\n' +
      'export const plantedExport = usedHere + 1;\n' +
      'export type PlantedType = number;\n',
  );
  appendFileSync(join(copy, 'src', 'main.tsx'), "import './planted-exports.ts';\n");

  const [command, ...args] = (packageJson.scripts['lint:unused'] ?? '').split(' ');
  expect(command).toBe('knip');
  const result = spawnSync(process.execPath, [KNIP_BIN, ...args], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  run = { status: result.status, output: `${result.stdout}${result.stderr}` };
}, 120_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** knip's report by section (`Unused files (1)` …): each row's name and file (or just its file). */
function sections(output: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  let rows: string[] | undefined;
  for (const line of output.split('\n')) {
    const heading = /^([A-Z][a-z ]+) \(\d+\)$/.exec(line.trim());
    if (heading?.[1]) {
      rows = [];
      found[heading[1]] = rows;
    } else if (rows && line.trim() !== '') {
      const columns = line.trim().split(/\s+/);
      const file = columns.at(-1)?.replace(/:\d+:\d+$/, '');
      rows.push(columns.length === 1 ? `${file}` : `${columns[0]} ${file}`);
    }
  }
  return found;
}

describe('the unused-code check', () => {
  it('is part of npm test', () => {
    expect(packageJson.scripts.test).toContain('npm run lint:unused');
  });

  it('fails on the planted violations (exit status 1: issues found)', () => {
    expect(run.status, run.output).toBe(1);
  });

  it('names the file nothing imports', () => {
    expect(sections(run.output)['Unused files'], run.output).toContain('src/planted-orphan.ts');
  });

  it('names the unused export and the unused exported type', () => {
    const report = sections(run.output);
    expect(report['Unused exports'], run.output).toContain('plantedExport src/planted-exports.ts');
    expect(report['Unused exported types'], run.output).toContain(
      'PlantedType src/planted-exports.ts',
    );
  });

  it('passes an export its own module uses', () => {
    expect(run.output).not.toContain('usedHere');
  });
});
