/**
 * The Cadence source of a world's token or NFT contract: the emulator world's own templates
 * (emulator/contracts/), renamed for each contract the world defines.
 */
import { readFileSync } from 'node:fs';

const template = (file: string) =>
  readFileSync(new URL(`../emulator/contracts/${file}`, import.meta.url), 'utf8');

let templates: { token: string; nft: string } | null = null;

/** `SandboxUSD` → `name` in a template's identifiers and strings. */
export const renamed = (code: string, from: string, to: string) =>
  code.replace(new RegExp(`\\b${from}\\b`, 'g'), to);

/**
 * A fixture token (`SandboxUSD.cdc`) or NFT (`SandboxKitties.cdc`) contract under `name`, as the
 * emulator seed deploys it (with its imports still by name).
 */
export function fixtureContractSource(kind: 'token' | 'nft', name: string): string {
  templates ??= { token: template('SandboxUSD.cdc'), nft: template('SandboxKitties.cdc') };
  return kind === 'token'
    ? renamed(templates.token, 'SandboxUSD', name)
    : renamed(templates.nft, 'SandboxKitties', name);
}
