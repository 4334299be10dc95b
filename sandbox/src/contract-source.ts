/**
 * The Cadence source the sandbox gives for a contract on an account (`GET /v1/accounts/…?expand=
 * contracts`). The ledger keeps contract names only; a fixture token or NFT contract is the
 * emulator world's own template (emulator/contracts/, renamed as the emulator seed renames it),
 * and a system contract, whose source the sandbox does not hold, a stub that says so.
 */
import { readFileSync } from 'node:fs';
import type { LedgerAccount, LedgerState } from './ledger.ts';

const template = (file: string) =>
  readFileSync(new URL(`../../emulator/contracts/${file}`, import.meta.url), 'utf8');

let templates: { token: string; nft: string } | null = null;

/** `SandboxUSD` → `name` in a template's identifiers and strings. */
export const renamed = (code: string, from: string, to: string) =>
  code.replace(new RegExp(`\\b${from}\\b`, 'g'), to);

/**
 * A fixture token (`SandboxUSD.cdc`) or NFT (`SandboxKitties.cdc`) contract under `name`, as the
 * emulator seed deploys it (with its imports still by name) and the sandbox serves it.
 */
export function fixtureContractSource(kind: 'token' | 'nft', name: string): string {
  templates ??= { token: template('SandboxUSD.cdc'), nft: template('SandboxKitties.cdc') };
  return kind === 'token'
    ? renamed(templates.token, 'SandboxUSD', name)
    : renamed(templates.nft, 'SandboxKitties', name);
}

export function contractSource(state: LedgerState, account: LedgerAccount, name: string): string {
  const issued = (item: { contractAddress: string; contractName: string }) =>
    item.contractAddress === account.address && item.contractName === name;
  const unloadableVault = `A.${account.address.slice(2)}.${name}.Vault`;
  if (
    state.accounts.some(
      (holder) =>
        holder.vaults.some(issued) ||
        (holder.unloadable ?? []).some((value) => value.type === unloadableVault),
    )
  ) {
    return fixtureContractSource('token', name);
  }
  if (state.accounts.some((holder) => holder.collections.some(issued))) {
    return fixtureContractSource('nft', name);
  }
  return `// The sandbox does not hold this contract's source: the real Flow emulator does\n// (npm run flow:install, then npm start).\naccess(all) contract ${name} {}\n`;
}
