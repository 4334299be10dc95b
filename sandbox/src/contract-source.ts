/**
 * The Cadence source the sandbox gives for a contract on an account (`GET /v1/accounts/…?expand=
 * contracts`): a world's token or NFT contract, and for a system contract a stub that says so.
 */
import { fixtureContractSource } from '../../worlds/contract-source.ts';
import type { LedgerAccount, LedgerState } from './ledger.ts';

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
