import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import verifiedNodes from '../src/features/staking/verified-nodes.json';
import { StakingTemplateFile } from '../src/flow/cadence/staking/staking-template-file.ts';
import { ENV_VARIABLES } from '../src/flow/env.ts';
import { FIXTURES } from '../worlds/index.ts';
import { fixtureExtraKeyPair, SERVICE_PRIVATE_KEY } from '../worlds/keys.ts';
import {
  type Finding,
  findForbiddenValues,
  ownSourcesOf,
  type ScanRules,
  scanText,
} from './bundle-secret-scan.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PUBLISHED_PARSER_WASM = join(
  ROOT,
  'node_modules/@onflow/cadence-parser/dist/cadence-parser.wasm',
);

/** Every private key the worlds seed: the emulator service key and each account's extra keys. */
function worldPrivateKeys(): string[] {
  const extraKeys = Object.values(FIXTURES).flatMap((fixture) =>
    fixture.accounts.flatMap((account) =>
      (account.extraKeys ?? []).map(
        (_, position) => fixtureExtraKeyPair(fixture.name, account.index, position + 1).privateKey,
      ),
    ),
  );
  return [...new Set([SERVICE_PRIVATE_KEY, ...extraKeys])];
}

/**
 * Public 64-hex constants of the bundle, each a curve parameter or an ABI word of the crypto
 * libraries WalletConnect brings (@noble/curves via viem/ox): none is a secret.
 */
const PUBLIC_HEX_CONSTANTS: Readonly<Record<string, string>> = {
  // NIST P-256: field prime p, coefficients a and b, base point Gx and Gy, order n.
  ffffffff00000001000000000000000000000000ffffffffffffffffffffffff: 'P-256 p',
  ffffffff00000001000000000000000000000000fffffffffffffffffffffffc: 'P-256 a',
  '5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b': 'P-256 b',
  '6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296': 'P-256 Gx',
  '4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5': 'P-256 Gy',
  ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551: 'P-256 n',
  // secp256k1: field prime p, order n, GLV endomorphism beta.
  fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f: 'secp256k1 p',
  fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141: 'secp256k1 n',
  '7ae96a2b657c07106e64479eac3434e99cf0497512f58995c1396c28719501ee': 'secp256k1 beta',
  // ed25519: p = 2^255 - 19, a = -1 mod p, d, base point Gx and Gy, order n, and 2^255 - 1.
  '7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffed': 'ed25519 p',
  '7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffec': 'ed25519 a',
  '52036cee2b6ffe738cc740797779e89800700a4d4141d8ab75eb4dca135978a3': 'ed25519 d',
  '216936d3cd6e53fec0a4e231fdd6dc5c692cc7609525a7b2c9562d608f25d51a': 'ed25519 Gx',
  '6666666666666666666666666666666666666666666666666666666666666658': 'ed25519 Gy',
  '1000000000000000000000000000000014def9dea2f79cd65812631a5cf5d3ed': 'ed25519 n',
  '7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff': 'ed25519 mask 2^255-1',
  // The ABI word 64: the offset of dynamic data in an ERC-1271/ERC-6492 signature check.
  '0000000000000000000000000000000000000000000000000000000000000040': 'ABI offset 0x40',
};

/** Public 64-hex values of Flowdeck's own: staking node ids and Flow's staking templates' hashes. */
function flowdeckPublicHex(): string[] {
  const nodeIds = Object.values(verifiedNodes.networks).flatMap(({ nodes }) =>
    nodes.map((node: { readonly id: string }) => node.id),
  );
  const templateHashes = ['mainnet', 'testnet', 'local'].flatMap((network) => {
    const file = v.parse(
      StakingTemplateFile,
      JSON.parse(
        readFileSync(join(ROOT, `src/flow/cadence/staking/generated/${network}.json`), 'utf8'),
      ),
    );
    return file.templates.flatMap((template) => (template.hash ? [template.hash] : []));
  });
  return [...nodeIds, ...templateHashes];
}

const CANARY = `canary-${Math.random().toString(36).slice(2)}-never-in-the-bundle`;
const PROJECT_ID = '0123456789abcdef0123456789abcdef';

let outDir: string;
const savedEnv = { ...process.env };

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'flowdeck-bundle-scan-'));
  // What a real deployment has: every setting, plus server-side values that must stay there.
  Object.assign(process.env, {
    VITE_FLOW_NETWORK: 'mainnet',
    VITE_FLOW_TESTNET_ACCESS_NODE: 'https://testnet-node.example.com',
    VITE_WALLETCONNECT_PROJECT_ID: PROJECT_ID,
    VITE_IPFS_GATEWAY: 'https://gateway.example.net/ipfs',
    VITE_APP_URL: 'https://flowdeck.example.com',
    FLOWDECK_CANARY_SECRET: CANARY,
    FLOWDECK_DEPLOY_KEY: SERVICE_PRIVATE_KEY,
  });
  try {
    await build({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      logLevel: 'error',
      // Production ships no source maps; here they let the scan read our own sources as well.
      build: { outDir, emptyOutDir: true, sourcemap: true },
    });
  } finally {
    for (const name of Object.keys(process.env)) {
      if (!(name in savedEnv)) delete process.env[name];
    }
    Object.assign(process.env, savedEnv);
  }
}, 180_000);

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
});

function rules(): ScanRules {
  return {
    forbiddenValues: [
      CANARY,
      'FLOWDECK_CANARY_SECRET',
      'FLOWDECK_DEPLOY_KEY',
      ...worldPrivateKeys(),
    ],
    allowedHex: new Set([...Object.keys(PUBLIC_HEX_CONSTANTS), ...flowdeckPublicHex()]),
    allowedViteNames: new Set(ENV_VARIABLES),
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the built bundle', () => {
  it('holds no private key, mnemonic, account key or non-VITE environment value', () => {
    const scanRules = rules();
    const findings: string[] = [];
    const report = (where: string, found: Finding[]) => {
      for (const { kind, match } of found) findings.push(`${where}: ${kind}: ${match}`);
    };
    const files = filesUnder(outDir);
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    expect(files.some((file) => file.endsWith('.map'))).toBe(true);
    for (const file of files) {
      const where = relative(outDir, file);
      if (file.endsWith('.wasm')) {
        // The Cadence parser's WebAssembly, shipped as published: its Go runtime holds public
        // 64-hex constants, so only the forbidden values are searched (byte for byte).
        const bytes = readFileSync(file);
        expect(bytes.equals(readFileSync(PUBLISHED_PARSER_WASM)), where).toBe(true);
        report(where, findForbiddenValues(bytes.toString('latin1'), scanRules.forbiddenValues));
        continue;
      }
      const text = readFileSync(file, 'utf8');
      if (file.endsWith('.map')) {
        // Third-party sources in the maps carry documentation examples; ours must be clean, and
        // no map may carry a forbidden value at all.
        report(where, findForbiddenValues(text, scanRules.forbiddenValues));
        for (const source of ownSourcesOf(text)) {
          report(`${where} → ${source.path}`, scanText(source.content, scanRules));
        }
      } else {
        report(where, scanText(text, scanRules));
      }
    }
    expect(findings).toEqual([]);
  });

  it('carries the public settings it was built with (the scan reads the right build)', () => {
    const code = filesUnder(outDir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(code).toContain(PROJECT_ID);
    expect(code).toContain('https://gateway.example.net/ipfs');
  });
});
