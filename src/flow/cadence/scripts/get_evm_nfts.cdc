// The ERC-721 token ids the owner's COA holds for each bridged NFT type the owner keeps a collection
// of (or only for the collections at the storage paths `only` lists: a collection contract that
// panics fails the whole script, and the app then isolates it, src/flow/isolation/).
// Follows onflow/flow-evm-bridge cadence/scripts/nft/get_all_collection_info_from_storage.cdc, with
// bridge/get_associated_evm_address.cdc, utils/balance_of.cdc and utils/erc721/name.cdc;
// tokenOfOwnerByIndex through EVM.dryCall as in scripts/evm/call.cdc (at most 100 ids each).
// The ERC-721's name is untrusted: cut to 200 characters (metadata-limits.ts). Every EVM read is a
// dryCall whose status is checked here: an ERC-721 that reverts shows with what could be read
// (no name, or no ids) instead of failing the whole script.
import "NonFungibleToken"
import "EVM"
import "FlowEVMBridgeConfig"

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

access(all) fun main(owner: Address, only: [String]?): [EvmNftHoldings] {
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
        if only != nil && !only!.contains(path.toString()) {
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
            let total = uint256Result(coaAddress, erc721!, "balanceOf(address)", [coaAddress]) ?? 0
            let ids: [UInt256] = []
            var index: UInt256 = 0
            while index < total && index < 100 {
                let id = uint256Result(coaAddress, erc721!, "tokenOfOwnerByIndex(address,uint256)", [coaAddress, index])
                if id == nil {
                    break
                }
                ids.append(id!)
                index = index + 1
            }
            holdings.append(EvmNftHoldings(
                nftIdentifier: nftType.identifier,
                evmAddress: erc721!.toString(),
                collectionName: clipped(stringResult(coaAddress, erc721!, "name()") ?? "", 200),
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

access(all) fun viewCall(_ from: EVM.EVMAddress, _ to: EVM.EVMAddress, _ data: [UInt8]): EVM.Result {
    return EVM.dryCall(from: from, to: to, data: data, gasLimit: 100_000, value: EVM.Balance(attoflow: 0))
}

/// A view call's uint256 answer, or nil when the contract reverts or answers something else.
access(all) fun uint256Result(_ from: EVM.EVMAddress, _ to: EVM.EVMAddress, _ signature: String, _ args: [AnyStruct]): UInt256? {
    let result = viewCall(from, to, EVM.encodeABIWithSignature(signature, args))
    if result.status != EVM.Status.successful || result.data.length != 32 {
        return nil
    }
    return EVM.decodeABI(types: [Type<UInt256>()], data: result.data)[0] as! UInt256
}

/// A view call's string answer, or nil when the contract reverts or answers too little.
access(all) fun stringResult(_ from: EVM.EVMAddress, _ to: EVM.EVMAddress, _ signature: String): String? {
    let result = viewCall(from, to, EVM.encodeABIWithSignature(signature, []))
    if result.status != EVM.Status.successful || result.data.length < 64 {
        return nil
    }
    return EVM.decodeABI(types: [Type<String>()], data: result.data)[0] as! String
}
