// The ERC-721 token ids the owner's COA holds for each bridged NFT type the owner keeps a collection of.
// Follows onflow/flow-evm-bridge cadence/scripts/nft/get_all_collection_info_from_storage.cdc, with
// bridge/get_associated_evm_address.cdc, utils/balance_of.cdc and utils/erc721/name.cdc;
// tokenOfOwnerByIndex through EVM.dryCall as in scripts/evm/call.cdc (at most 100 ids each).
// The ERC-721's name is untrusted: cut to 200 characters (metadata-limits.ts).
import "NonFungibleToken"
import "EVM"
import "FlowEVMBridgeConfig"
import "FlowEVMBridgeUtils"

access(all) struct EvmNftHoldings {
    /// The Cadence NFT type identifier, e.g. A.179b6b1cb6755e31.ExampleNFT.NFT.
    access(all) let nftIdentifier: String
    /// The associated ERC-721 (hex without 0x).
    access(all) let evmAddress: String
    access(all) let collectionName: String
    /// The first ids of tokenOfOwnerByIndex(coa, 0…), at most 100.
    access(all) let ids: [UInt256]
    /// balanceOf(coa).
    access(all) let total: UInt256

    init(nftIdentifier: String, evmAddress: String, collectionName: String, ids: [UInt256], total: UInt256) {
        self.nftIdentifier = nftIdentifier
        self.evmAddress = evmAddress
        self.collectionName = collectionName
        self.ids = ids
        self.total = total
    }
}

access(all) fun main(owner: Address): [EvmNftHoldings] {
    let account = getAuthAccount<auth(BorrowValue) &Account>(owner)
    let coa = account.storage.borrow<&EVM.CadenceOwnedAccount>(from: /storage/evm)
    if coa == nil {
        return []
    }
    let coaAddress = coa!.address()
    let holdings: [EvmNftHoldings] = []
    let seen: {Type: Bool} = {}
    let collectionType = Type<@{NonFungibleToken.Collection}>()

    account.storage.forEachStored(fun (path: StoragePath, type: Type): Bool {
        if type.isRecovered || !type.isSubtype(of: collectionType) {
            return true
        }
        let collection = account.storage.borrow<&{NonFungibleToken.Collection}>(from: path)
        if collection == nil {
            return true
        }
        for nftType in collection!.getSupportedNFTTypes().keys {
            if seen[nftType] != nil {
                continue
            }
            seen[nftType] = true
            let erc721 = FlowEVMBridgeConfig.getEVMAddressAssociated(with: nftType)
            if erc721 == nil {
                continue
            }
            let total = FlowEVMBridgeUtils.balanceOf(owner: coaAddress, evmContractAddress: erc721!)
            let ids: [UInt256] = []
            var index: UInt256 = 0
            while index < total && index < 100 {
                let result = EVM.dryCall(
                    from: coaAddress,
                    to: erc721!,
                    data: EVM.encodeABIWithSignature("tokenOfOwnerByIndex(address,uint256)", [coaAddress, index]),
                    gasLimit: 100_000,
                    value: EVM.Balance(attoflow: 0)
                )
                if result.status != EVM.Status.successful {
                    break
                }
                ids.append(EVM.decodeABI(types: [Type<UInt256>()], data: result.data)[0] as! UInt256)
                index = index + 1
            }
            holdings.append(EvmNftHoldings(
                nftIdentifier: nftType.identifier,
                evmAddress: erc721!.toString(),
                collectionName: clipped(FlowEVMBridgeUtils.getName(evmContractAddress: erc721!), 200),
                ids: ids,
                total: total
            ))
        }
        return true
    })
    return holdings
}

/// At most `max` characters of an untrusted text, and "…" after them when it was cut.
access(all) fun clipped(_ text: String, _ max: Int): String {
    return text.length <= max ? text : text.slice(from: 0, upTo: max).concat("…")
}
