import { cadence, type JsonCadence } from '../../../emulator/src/json-cadence.ts';
import { clipped, METADATA_LIMITS, usableUri } from '../../../emulator/test/metadata-text.ts';
import { hexAddress } from '../../../fault-proxy/src/util.ts';
import type { FungibleTokenVault, LedgerAccount } from '../ledger.ts';
import { checkTokenDisplay } from './broken-contracts.ts';
import { defineScriptHandler } from './define-handler.ts';
import { COMPUTATION_PER_ITEM, scriptComputation } from './script-computation.ts';
import type { ScriptContext } from './types.ts';

/**
 * FlowToken's FTDisplay as the contract resolves it (onflow/flow-core-contracts
 * contracts/FlowToken.cdc, `resolveContractView`): a fixed name and symbol, and one logo whose
 * URI is the string stored at /storage/flowTokenLogoURI of the FlowToken account. The emulator's
 * bootstrap (onflow/flow-go fvm/bootstrap.go) stores none, so the logo's URI is `""` there, and
 * the sandbox answers the same on both of its chains.
 */
export const FLOW_TOKEN_DISPLAY = {
  name: 'FLOW Network Token',
  symbol: 'FLOW',
  logo: '',
} as const;

/** FlowToken's FTVaultData paths. */
const FLOW_TOKEN_PATHS = {
  storagePath: '/storage/flowTokenVault',
  receiverPath: '/public/flowTokenReceiver',
} as const;

interface VaultEntry {
  identifier: string;
  /** Whether FTDisplay and FTVaultData resolve; the script skips the vault otherwise. */
  views: boolean;
  name: string;
  symbol: string;
  logo: string | null;
  balance: bigint;
  storagePath: string;
  receiverPath: string;
  evmAddress: string | null;
  evmBalance: bigint | null;
  evmDecimals: number | null;
  /** The fixture's vault (null for FLOW), for its contract's faults. */
  vault: FungibleTokenVault | null;
}

/**
 * What `forEachStored` visits that is a FungibleToken.Vault: the FLOW vault at
 * /storage/flowTokenVault, then the fixture's vaults in ledger order. (On chain the storage
 * map's order is that of its keys' hashes: deterministic, but neither insertion nor name order.)
 */
function storedVaults(ctx: ScriptContext, account: LedgerAccount): VaultEntry[] {
  const out: VaultEntry[] = [];
  const coa = account.coa;
  if (account.flowVault !== null) {
    out.push({
      identifier: `A.${hexAddress(ctx.contracts.FlowToken ?? '0x0')}.FlowToken.Vault`,
      views: true,
      ...FLOW_TOKEN_DISPLAY,
      balance: account.flowVault.balance,
      ...FLOW_TOKEN_PATHS,
      // Native FLOW on Flow EVM is the COA's own balance, in attoFLOW.
      evmAddress: null,
      evmBalance: coa === null ? null : coa.balanceAtto,
      evmDecimals: coa === null ? null : 18,
      vault: null,
    });
  }
  for (const vault of account.vaults) {
    const associated = vault.evmAddress === null ? null : vault.evmAddress.toLowerCase();
    out.push({
      identifier: vault.typeIdentifier,
      views: vault.metadataViews,
      name: vault.name,
      symbol: vault.symbol,
      // The fixture's one logo (FTDisplay.logos.items[0].file.uri()).
      logo: vault.logo,
      balance: vault.balance,
      storagePath: vault.storagePath,
      receiverPath: vault.receiverPath,
      // EVM.EVMAddress.toString(): 40 lowercase hex digits, no 0x.
      evmAddress: associated === null ? null : associated.replace(/^0x/, ''),
      evmBalance:
        associated === null || coa === null ? null : (coa.erc20Balances[associated] ?? 0n),
      evmDecimals: associated === null || coa === null ? null : vault.evmDecimals,
      vault,
    });
  }
  return out;
}

/**
 * Every fungible-token vault of an account (or those at the storage paths `only` lists) with its
 * display data and its EVM side (scripts/get_token_vaults.cdc); a broken contract fails it. Vaults of one type stored at several paths are merged (the
 * first one's display, the sum of the balances), as the script's dictionary does; vaults without
 * the metadata views are left out. Names, symbols and logos are cut as the script cuts them. An
 * address without an account has no vaults.
 *
 * The result is `vaults.values` of a Cadence dictionary, whose order is not specified; the
 * sandbox keeps the storage order above (FLOW first). The app sorts the list itself.
 */
export const getTokenVaults = defineScriptHandler('scripts/get_token_vaults.cdc', {
  errorSites: ['account.storage.forEachStored'],
  run(ctx, { address, only }) {
    const account = ctx.ledger.account(address);
    const merged = new Map<string, VaultEntry>();
    const computation = scriptComputation(ctx, 'account.storage.forEachStored');
    for (const entry of account === undefined ? [] : storedVaults(ctx, account)) {
      if (only !== null && !only.includes(entry.storagePath)) continue;
      computation.use(COMPUTATION_PER_ITEM.vault);
      const known = merged.get(entry.identifier);
      if (known !== undefined) {
        known.balance += entry.balance;
      } else if (entry.views) {
        if (entry.vault !== null) checkTokenDisplay(ctx, entry.vault);
        merged.set(entry.identifier, { ...entry });
      }
    }
    return cadence.array([...merged.values()].map((entry) => tokenVault(ctx, entry)));
  },
});

function tokenVault(ctx: ScriptContext, entry: VaultEntry): JsonCadence {
  const optionalString = (value: string | null) =>
    cadence.optional(value === null ? null : cadence.string(value));
  return cadence.struct(`s.${ctx.location}.TokenVault`, {
    identifier: cadence.string(entry.identifier),
    name: cadence.string(clipped(entry.name, METADATA_LIMITS.name)),
    symbol: cadence.string(clipped(entry.symbol, METADATA_LIMITS.symbol)),
    logo: optionalString(usableUri(entry.logo)),
    balance: cadence.ufix64(entry.balance),
    storagePath: cadence.string(entry.storagePath),
    receiverPath: cadence.string(entry.receiverPath),
    evmAddress: optionalString(entry.evmAddress),
    evmBalance: cadence.optional(
      entry.evmBalance === null ? null : cadence.uint256(entry.evmBalance),
    ),
    evmDecimals: cadence.optional(
      entry.evmDecimals === null ? null : cadence.uint8(entry.evmDecimals),
    ),
  });
}
