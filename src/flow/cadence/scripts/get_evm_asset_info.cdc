// Describes an EVM contract for the bridge: ERC-20, ERC-721 or neither, its metadata, onboarding, COA balance and fees.
// The contract's name and symbol are untrusted: cut to 200 and 32 characters (metadata-limits.ts).
// They, the decimals and the balance are read with EVM.dryCall and the status checked here, so a
// contract whose name() reverts is still described (without a name) instead of failing the script.
// Follows onflow/flow-evm-bridge cadence/scripts/bridge/evm_address_requires_onboarding.cdc, with
// bridge/get_associated_type.cdc, utils/balance_of.cdc, utils/get_token_decimals.cdc and
// config/get_onboard_fee.cdc.
import "FungibleToken"
import "NonFungibleToken"
import "EVM"
import "FlowEVMBridge"
import "FlowEVMBridgeConfig"
import "FlowEVMBridgeUtils"

access(all) struct EvmAssetInfo {
    /// "erc20", "erc721" or "unknown".
    access(all) let kind: String
    access(all) let name: String?
    access(all) let symbol: String?
    access(all) let decimals: UInt8?
    /// nil when the bridge cannot move the contract's asset.
    access(all) let requiresOnboarding: Bool?
    /// The Cadence type identifier the bridge associates with the contract, once onboarded.
    access(all) let associatedType: String?
    /// balanceOf(the owner's COA), or nil without a COA.
    access(all) let coaBalance: UInt256?
    access(all) let paused: Bool
    access(all) let feePerAsset: UFix64
    access(all) let onboardFee: UFix64

    init(
        kind: String,
        name: String?,
        symbol: String?,
        decimals: UInt8?,
        requiresOnboarding: Bool?,
        associatedType: String?,
        coaBalance: UInt256?,
        paused: Bool,
        feePerAsset: UFix64,
        onboardFee: UFix64
    ) {
        self.kind = kind
        self.name = name
        self.symbol = symbol
        self.decimals = decimals
        self.requiresOnboarding = requiresOnboarding
        self.associatedType = associatedType
        self.coaBalance = coaBalance
        self.paused = paused
        self.feePerAsset = feePerAsset
        self.onboardFee = onboardFee
    }
}

access(all) fun main(owner: Address, evmContractHex: String): EvmAssetInfo {
    let contractAddress = EVM.addressFromString(evmContractHex)

    // An onboarded contract is what its Cadence type is: the factory's isERC20 also calls name()
    // and symbol(), so a bridged token whose name() now reverts would read as neither.
    let associated = FlowEVMBridgeConfig.getTypeAssociated(with: contractAddress)
    var kind = "unknown"
    if associated != nil {
        if associated!.isSubtype(of: Type<@{FungibleToken.Vault}>()) {
            kind = "erc20"
        } else if associated!.isSubtype(of: Type<@{NonFungibleToken.NFT}>()) {
            kind = "erc721"
        }
    } else if FlowEVMBridgeUtils.isERC721(evmContractAddress: contractAddress) {
        kind = "erc721"
    } else if FlowEVMBridgeUtils.isERC20(evmContractAddress: contractAddress) {
        kind = "erc20"
    }

    var name: String? = nil
    var symbol: String? = nil
    var decimals: UInt8? = nil
    var coaBalance: UInt256? = nil
    if kind != "unknown" {
        if let text = stringResult(contractAddress, "name()") {
            name = clipped(text, 200)
        }
        if let text = stringResult(contractAddress, "symbol()") {
            symbol = clipped(text, 32)
        }
        if kind == "erc20" {
            if let value = uint256Result(contractAddress, "decimals()", []) {
                decimals = value <= 255 ? UInt8(value) : nil
            }
        }
        let account = getAuthAccount<auth(BorrowValue) &Account>(owner)
        if let coa = account.storage.borrow<&EVM.CadenceOwnedAccount>(from: /storage/evm) {
            coaBalance = uint256Result(contractAddress, "balanceOf(address)", [coa.address()])
        }
    }

    return EvmAssetInfo(
        kind: kind,
        name: name,
        symbol: symbol,
        decimals: decimals,
        requiresOnboarding: FlowEVMBridge.evmAddressRequiresOnboarding(contractAddress),
        associatedType: associated?.identifier,
        coaBalance: coaBalance,
        paused: FlowEVMBridgeConfig.isPaused(),
        feePerAsset: FlowEVMBridgeUtils.calculateBridgeFee(bytes: 400_000),
        onboardFee: FlowEVMBridgeConfig.onboardFee
    )
}

/// At most `max` characters of an untrusted text, and "…" after them when it was cut.
access(all) fun clipped(_ text: String, _ max: Int): String {
    return text.length <= max ? text : text.slice(from: 0, upTo: max).concat("…")
}

access(all) fun viewCall(_ to: EVM.EVMAddress, _ data: [UInt8]): EVM.Result {
    return EVM.dryCall(from: to, to: to, data: data, gasLimit: 100_000, value: EVM.Balance(attoflow: 0))
}

/// A view call's uint256 answer, or nil when the contract reverts or answers something else.
access(all) fun uint256Result(_ to: EVM.EVMAddress, _ signature: String, _ args: [AnyStruct]): UInt256? {
    let result = viewCall(to, EVM.encodeABIWithSignature(signature, args))
    if result.status != EVM.Status.successful || result.data.length != 32 {
        return nil
    }
    return EVM.decodeABI(types: [Type<UInt256>()], data: result.data)[0] as! UInt256
}

/// A view call's string answer, or nil when the contract reverts or answers too little.
access(all) fun stringResult(_ to: EVM.EVMAddress, _ signature: String): String? {
    let result = viewCall(to, EVM.encodeABIWithSignature(signature, []))
    if result.status != EVM.Status.successful || result.data.length < 64 {
        return nil
    }
    return EVM.decodeABI(types: [Type<String>()], data: result.data)[0] as! String
}
