import {
  associatedEvmAddress,
  compositeKind,
  erc721At,
  erc721OwnerOf,
  typeRequiresOnboarding,
} from '../bridge.ts';
import { normalizeEvmAddress } from '../evm.ts';
import { arrayArg, integerArg, stringArg, ufix64Arg } from '../json-cadence.ts';
import type { NftCollection } from '../ledger.ts';
import { MAX_NFTS_PER_BRIDGE } from './bridge_nfts_to_evm.ts';
import {
  assertionFailed,
  checkFeeEstimate,
  checkNotPaused,
  collectionUuid,
  emitNftDeposited,
  feePerAsset,
  nftCollectionData,
  signerCoa,
  transactionPreconditionFailed,
  withdrawNft,
} from './bridge-ops.ts';
import type { TransactionHandler } from './types.ts';

const FILE = 'transactions/bridge_nfts_from_evm.cdc';

/**
 * Up to 9 ERC-721 tokens from the signer's COA back to a Cadence collection
 * (transactions/bridge_nfts_from_evm.cdc): `prepare` (pause, COA, type and its onboarding, each
 * id once and held by the COA, the collection, created when missing, the fee estimate), the `pre`
 * block's batch size, then each NFT's bridge.
 */
export const bridgeNftsFromEvm: TransactionHandler = {
  kind: 'transaction',
  file: FILE,
  execute(ctx) {
    const nftIdentifier = stringArg(ctx.args[0]);
    const ids = arrayArg(ctx.args[1], integerArg);
    const maxFee = ufix64Arg(ctx.args[2]);
    const signer = ctx.signers[0];
    if (signer === undefined) throw new Error('bridge_nfts_from_evm needs one authorizer');
    const { state } = ctx.ledger;

    checkNotPaused(ctx, FILE, 'The bridge is paused: nothing can be bridged until it resumes');
    const coa = signerCoa(ctx, signer);
    if (compositeKind(state, ctx.contracts, nftIdentifier) === null) {
      return ctx.panic(
        `No NFT type ${nftIdentifier} on this network: an EVM-native NFT gets one when its ERC-721 is onboarded to the bridge`,
        'panic("No NFT type',
      );
    }
    const requiresOnboarding = typeRequiresOnboarding(state, ctx.contracts, nftIdentifier);
    if (requiresOnboarding === null) {
      return ctx.panic(
        `The bridge cannot move ${nftIdentifier}: it is neither a fungible token nor an NFT`,
        'panic("The bridge cannot move',
      );
    }
    if (requiresOnboarding) {
      assertionFailed(
        ctx,
        FILE,
        `The bridge has not onboarded ${nftIdentifier}: there is nothing of it on Flow EVM`,
        '!requiresOnboarding',
      );
    }
    const evmAddress = associatedEvmAddress(state, ctx.contracts, nftIdentifier);
    if (evmAddress === null) throw new Error(`${nftIdentifier} is onboarded without an address`);
    const erc721 = erc721At(state, evmAddress);
    const owner = normalizeEvmAddress(coa.evmAddress);
    const seen = new Set<bigint>();
    for (const id of ids) {
      if (seen.has(id)) {
        assertionFailed(ctx, FILE, `NFT ${id} is listed more than once`, 'seen[id] == nil');
      }
      seen.add(id);
      // isOwner: ownerOf(id) == coa (an ERC-20's ownerOf reverts: not the owner).
      if (erc721 === undefined || erc721OwnerOf(erc721, id) !== owner) {
        assertionFailed(
          ctx,
          FILE,
          `The COA does not own NFT ${id} of ERC-721 0x${evmAddress.slice(2)}`,
          'FlowEVMBridgeUtils.isOwner(',
        );
      }
    }
    const data = nftCollectionData(ctx, nftIdentifier);
    if (data === null) {
      return ctx.panic(
        'The NFT contract does not describe its collection (NFTCollectionData view)',
        'panic("The NFT contract',
      );
    }
    let collection = signer.collections.find((c) => c.storagePath === data.storagePath);
    if (collection === undefined) {
      const created: NftCollection = { ...data, nfts: [] };
      signer.collections.push(created);
      collection = created;
      collectionUuid(ctx, signer, created);
    }
    if (collection.nftTypeIdentifier !== nftIdentifier) {
      return ctx.panic(
        `The signer's storage at ${data.storagePath} holds no collection of this NFT`,
        'panic("The signer\'s storage',
      );
    }
    checkFeeEstimate(ctx, FILE, feePerAsset(ctx) * BigInt(ids.length), maxFee);
    if (ids.length < 1 || ids.length > MAX_NFTS_PER_BRIDGE) {
      transactionPreconditionFailed(
        ctx,
        FILE,
        'Bridge between 1 and 9 NFTs per transaction',
        'ids.length >= 1 && ids.length <= 9',
      );
    }

    const depositUuid = collectionUuid(ctx, signer, collection);
    for (const id of ids) {
      const nft = withdrawNft(ctx, signer, coa, nftIdentifier, id);
      collection.nfts.push(nft);
      emitNftDeposited(ctx, nftIdentifier, nft, signer.address, depositUuid);
    }
    ctx.checkStorage(signer);
  },
};
