import { cadence, type JsonCadence } from '../../../emulator/src/json-cadence.ts';
import { hexAddress } from '../../../fault-proxy/src/util.ts';
import { defineScriptHandler } from './define-handler.ts';
import { COMPUTATION_PER_ITEM, scriptComputation } from './script-computation.ts';

const MAX_IDENTIFIER = 256;

/**
 * Where an account keeps its vaults and collections (scripts/get_asset_paths.cdc): the FLOW
 * vault, then the fixture's vaults and collections in ledger order, each vault with its balance.
 * No contract code runs, so no broken contract can fail it. An address without an account has
 * none.
 */
export const getAssetPaths = defineScriptHandler('scripts/get_asset_paths.cdc', {
  errorSites: ['account.storage.forEachStored'],
  run(ctx, { address }) {
    const account = ctx.ledger.account(address);
    if (account === undefined) return cadence.array([]);
    const computation = scriptComputation(ctx, 'account.storage.forEachStored');
    const entry = (path: string, identifier: string, kind: string, balance: bigint | null) => {
      computation.use(COMPUTATION_PER_ITEM.assetPath);
      return cadence.struct(`s.${ctx.location}.AssetPath`, {
        path: cadence.string(path),
        identifier: cadence.string(
          identifier.length > MAX_IDENTIFIER
            ? `${identifier.slice(0, MAX_IDENTIFIER - 1)}…`
            : identifier,
        ),
        kind: cadence.string(kind),
        balance: cadence.optional(balance === null ? null : cadence.ufix64(balance)),
      });
    };
    const assets: JsonCadence[] = [];
    if (account.flowVault !== null) {
      const flowToken = hexAddress(ctx.contracts.FlowToken ?? '0x0');
      assets.push(
        entry(
          '/storage/flowTokenVault',
          `A.${flowToken}.FlowToken.Vault`,
          'vault',
          account.flowVault.balance,
        ),
      );
    }
    for (const vault of account.vaults) {
      assets.push(entry(vault.storagePath, vault.typeIdentifier, 'vault', vault.balance));
    }
    for (const collection of account.collections) {
      const identifier = `A.${hexAddress(collection.contractAddress)}.${collection.contractName}.Collection`;
      assets.push(entry(collection.storagePath, identifier, 'collection', null));
    }
    return cadence.array(assets);
  },
});
