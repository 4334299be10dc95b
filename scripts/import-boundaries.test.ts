// The import boundaries of .dependency-cruiser.cjs, each shown to fail on a planted violation: a
// throwaway tree shaped like the project is cruised with the project's own rules. The real tree
// is held to them by `npm run lint:boundaries`, in `npm test`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
  options: { exclude: { path: string } };
};

const trees: string[] = [];
afterEach(() => {
  for (const tree of trees.splice(0)) rmSync(tree, { recursive: true, force: true });
});

/** The rules broken by `files` (path → source), the top folders they are in cruised. */
async function brokenRules(files: Record<string, string>): Promise<string[]> {
  const baseDir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  trees.push(baseDir);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(join(baseDir, dirname(path)), { recursive: true });
    writeFileSync(join(baseDir, path), source);
  }
  const cruised = new Set(Object.keys(files).map((path) => path.split('/')[0] ?? path));
  cruised.delete('node_modules');
  return rulesBroken(await cruiseTree([...cruised], baseDir));
}

async function cruiseTree(paths: string[], baseDir: string): Promise<ICruiseResult> {
  const { output } = await cruise(
    paths,
    {
      baseDir,
      ruleSet: { forbidden: config.forbidden },
      exclude: config.options.exclude,
      tsPreCompilationDeps: true,
      validate: true,
    },
    { extensions: ['.ts', '.tsx', '.js'] },
  );
  if (typeof output === 'string') throw new Error('dependency-cruiser gave text, not a result');
  return output;
}

const rulesBroken = (result: ICruiseResult) =>
  [...new Set(result.summary.violations.map((violation) => violation.rule.name))].sort();

const uses = (path: string) => `import { value } from '${path}';\nexport const used = value;\n`;
const leaf = 'export const value = 1;\n';

describe('import boundaries', () => {
  it.each([
    [
      'the Flow layer importing a feature',
      'src/flow/x.ts',
      '../features/a/y.ts',
      'src/features/a/y.ts',
      'flow-layer-has-no-ui',
    ],
    [
      'the Flow layer importing shared UI',
      'src/flow/x.ts',
      '../components/y.ts',
      'src/components/y.ts',
      'flow-layer-has-no-ui',
    ],
    [
      'shared UI importing a feature',
      'src/components/x.ts',
      '../features/a/y.ts',
      'src/features/a/y.ts',
      'components-are-shared',
    ],
    [
      'a feature importing the app shell',
      'src/features/a/x.ts',
      '../../app/y.ts',
      'src/app/y.ts',
      'features-below-the-app',
    ],
    [
      'a feature importing another feature',
      'src/features/a/x.ts',
      '../b/y.ts',
      'src/features/b/y.ts',
      'no-feature-to-feature',
    ],
  ])('refuses %s', async (_name, from, specifier, to, rule) => {
    expect(await brokenRules({ [from]: uses(specifier), [to]: leaf })).toEqual([rule]);
  });

  it('refuses modules that import each other in a circle', async () => {
    expect(
      await brokenRules({
        'src/features/a/x.ts': `${uses('./y.ts')}export const value = 2;\n`,
        'src/features/a/y.ts': uses('./x.ts'),
      }),
    ).toEqual(['no-circular']);
  });

  it.each(['emulator', 'bench', 'e2e', 'scripts', 'fault-proxy', 'test-wallet', 'worlds'])(
    'refuses a circle in %s/ too',
    async (folder) => {
      expect(
        await brokenRules({
          [`${folder}/x.ts`]: `${uses('./y.ts')}export const value = 2;\n`,
          [`${folder}/y.ts`]: uses('./x.ts'),
        }),
      ).toEqual(['no-circular']);
    },
  );

  it('leaves build output alone: the bundler’s chunks import each other as it pleases', async () => {
    expect(
      await brokenRules({
        'bench/dist/size-check/assets/a.js': `${uses('./b.js')}export const value = 2;\n`,
        'bench/dist/size-check/assets/b.js': uses('./a.js'),
        'bench/x.ts': leaf,
      }),
    ).toEqual([]);
  });

  it('refuses React in the Flow layer outside src/flow/react, and allows it there', async () => {
    const react = {
      'node_modules/react/package.json': '{ "name": "react", "main": "index.js" }\n',
      'node_modules/react/index.js': 'exports.useState = () => {};\n',
    };
    const usesReact = "import { useState } from 'react';\nexport const used = useState;\n";
    expect(await brokenRules({ ...react, 'src/flow/reads/x.ts': usesReact })).toEqual([
      'react-only-in-flow-react',
    ]);
    expect(await brokenRules({ ...react, 'src/flow/react/x.ts': usesReact })).toEqual([]);
  });

  it("refuses TanStack Query's React package in the Flow layer outside src/flow/react", async () => {
    const reactQuery = {
      'node_modules/@tanstack/react-query/package.json':
        '{ "name": "@tanstack/react-query", "main": "index.js" }\n',
      'node_modules/@tanstack/react-query/index.js': 'exports.useQuery = () => {};\n',
    };
    const usesReactQuery =
      "import { useQuery } from '@tanstack/react-query';\nexport const used = useQuery;\n";
    expect(await brokenRules({ ...reactQuery, 'src/flow/reads/x.ts': usesReactQuery })).toEqual([
      'react-only-in-flow-react',
    ]);
    expect(await brokenRules({ ...reactQuery, 'src/flow/react/x.ts': usesReactQuery })).toEqual([]);
  });

  it('allows every import down the layers, and within a feature', async () => {
    expect(
      await brokenRules({
        'src/app/x.ts': uses('../features/a/y.ts'),
        'src/features/a/y.ts': `${uses('./z.ts')}export { value } from '../../components/w.ts';\n`,
        'src/features/a/z.ts': uses('../../flow/v.ts'),
        'src/components/w.ts': uses('../flow/v.ts'),
        'src/flow/v.ts': leaf,
      }),
    ).toEqual([]);
  });
});
