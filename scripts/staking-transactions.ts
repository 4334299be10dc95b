/**
 * Writes the staking transactions the app sends, one file per network, into
 * src/flow/cadence/staking/generated/ (git-ignored): Flow's own staking-collection templates,
 * taken unchanged from the flow-core-contracts templates module's manifests (the version
 * emulator/go/go.mod pins), so that what the app asks a wallet to sign on mainnet and testnet
 * hashes to the manifest's value, which hardware wallets recognise. The local network's copy
 * names the emulator's addresses (flow.json) in its imports. Run by `npm install` (postinstall).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  manifestTemplates,
  readdressed,
  TEMPLATES_MODULE,
  templatesModuleVersion,
} from '../emulator/src/staking-templates.ts';
import {
  STAKING_TEMPLATE_IDS,
  type StakingTemplateFile,
} from '../src/flow/cadence/staking/staking-template-file.ts';

const OUTPUT_DIR = fileURLToPath(
  new URL('../src/flow/cadence/staking/generated/', import.meta.url),
);

function templateFile(
  network: 'mainnet' | 'testnet' | 'local',
  version: string,
): StakingTemplateFile {
  // The emulator's copy is testnet's, re-addressed: its hash is then no manifest's.
  const manifest = manifestTemplates(network === 'local' ? 'testnet' : network);
  return {
    module: version,
    network,
    templates: STAKING_TEMPLATE_IDS.map((id) => {
      const template = manifest.get(id);
      if (!template) throw new Error(`no ${id} in the manifest of ${version}`);
      const hash = createHash('sha256').update(template.source, 'utf8').digest('hex');
      if (hash !== template.hash)
        throw new Error(`${id}'s source does not hash to its manifest value`);
      if (network === 'local') {
        return {
          id,
          name: template.name,
          hash: null,
          source: readdressed(template, 'testnet', 'emulator'),
        };
      }
      // Checked against flow.json, and sent byte for byte as the manifest has it.
      const source = readdressed(template, network, network);
      if (source !== template.source) throw new Error(`${id} changed on its own network`);
      return { id, name: template.name, hash: template.hash, source };
    }),
  };
}

mkdirSync(OUTPUT_DIR, { recursive: true });
const version = `${TEMPLATES_MODULE}@${templatesModuleVersion()}`;
for (const network of ['mainnet', 'testnet', 'local'] as const) {
  writeFileSync(
    `${OUTPUT_DIR}${network}.json`,
    `${JSON.stringify(templateFile(network, version), null, 2)}\n`,
  );
}
process.stdout.write(`Staking transactions written from ${version} to ${OUTPUT_DIR}\n`);
