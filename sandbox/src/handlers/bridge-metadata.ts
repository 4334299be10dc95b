/**
 * What the bridge reads of a Cadence asset's metadata (MetadataViews, FungibleTokenMetadataViews
 * and SerializeMetadata in onflow/flow-evm-bridge): a token's FTVaultData, a collection's
 * NFTCollectionData, the symbol it derives and the URI it gives an NFT on EVM.
 */
import { erc20At, parseTypeIdentifier } from '../bridge.ts';
import type { FungibleTokenVault, Nft, NftCollection } from '../ledger.ts';
import type { TransactionContext } from './types.ts';

/** FTVaultData of a token type (its paths and display), or null when the contract has none. */
export interface TokenVaultData {
  readonly contractAddress: string;
  readonly contractName: string;
  readonly template: Omit<FungibleTokenVault, 'uuid' | 'balance'>;
}

/**
 * What `resolveContractView(FTVaultData)` gives for a token type: a fixture token's paths and
 * display from a vault of it anywhere in the ledger; a bridge-defined token's from its ERC-20
 * (the template contract's paths and the bridge resolver's FTDisplay).
 */
export function tokenVaultData(ctx: TransactionContext, type: string): TokenVaultData | null {
  const parsed = parseTypeIdentifier(type);
  if (parsed === null) return null;
  const state = ctx.ledger.state;
  const association = state.bridge.associations.find((a) => a.type === type);
  if (association?.native === 'evm' && association.asset === 'ft') {
    const erc20 = erc20At(state, association.evmAddress);
    if (erc20 === undefined) return null;
    const name = parsed.contractName;
    const hex = association.evmAddress.slice(2);
    return {
      contractAddress: parsed.address,
      contractName: name,
      template: {
        contractAddress: parsed.address,
        contractName: name,
        typeIdentifier: type,
        name: erc20.name,
        symbol: erc20.symbol,
        description: `This fungible token was bridged from EVM on Flow with the ERC20 contract address of ${hex}`,
        logo: '',
        externalUrl: '',
        storagePath: `/storage/${name}Vault`,
        receiverPath: `/public/${name}Receiver`,
        balancePath: `/public/${name}Vault`,
        evmAddress: association.evmAddress,
        evmDecimals: erc20.decimals,
        metadataViews: true,
        receiver: true,
        fault: null,
      },
    };
  }
  for (const account of state.accounts) {
    const vault = account.vaults.find((candidate) => candidate.typeIdentifier === type);
    if (vault === undefined) continue;
    if (!vault.metadataViews) return null;
    const { uuid: _uuid, balance: _balance, ...template } = vault;
    return { contractAddress: vault.contractAddress, contractName: vault.contractName, template };
  }
  return null;
}

/** `resolveContractView(NFTCollectionData)` of an NFT type: a collection of it anywhere. */
export function nftCollectionData(
  ctx: Pick<TransactionContext, 'ledger'>,
  type: string,
): Omit<NftCollection, 'nfts'> | null {
  for (const account of ctx.ledger.state.accounts) {
    const collection = account.collections.find((c) => c.nftTypeIdentifier === type);
    if (collection !== undefined) {
      const { nfts: _nfts, ...data } = collection;
      return data;
    }
  }
  return null;
}

/** SerializeMetadata.deriveSymbol: the first 4 ASCII letters or digits, upper-cased. */
export function deriveSymbol(name: string): string {
  return [...name]
    .filter((char) => /^[A-Za-z0-9]$/.test(char))
    .slice(0, 4)
    .join('')
    .toUpperCase();
}

/** SerializeMetadata.serializeNFTMetadataAsURI: the NFT's display as a JSON data URI. */
export function nftUri(nft: Nft): string {
  return `data:application/json;utf8,${JSON.stringify({
    name: nft.name,
    description: nft.description,
    image: nft.thumbnail,
    external_url: nft.externalUrl,
  })}`;
}
