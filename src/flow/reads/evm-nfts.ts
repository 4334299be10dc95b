import { encodeArguments } from '../cadence/define-cadence.ts';
import {
  decodeEvmNfts,
  type EvmNftHoldings,
  getEvmNftsScript,
} from '../cadence/scripts/get_evm_nfts.ts';
import type { AccountAssetRead } from '../isolation/account-assets.ts';
import { assetListQuery } from './asset-list-query.ts';

/** What the COA holds of each bridged NFT type the account keeps a collection of. */
export const evmNftsRead: AccountAssetRead<EvmNftHoldings> = {
  name: 'evm-nfts',
  kind: 'collection',
  cadence: getEvmNftsScript.cadence,
  args: (owner, only) => encodeArguments(getEvmNftsScript, { owner, only }),
  decode: decodeEvmNfts,
};

/** The bridged NFTs the account's COA holds (its hook: react/useEvmNfts.ts). */
export const evmNftsQuery = assetListQuery(evmNftsRead);
