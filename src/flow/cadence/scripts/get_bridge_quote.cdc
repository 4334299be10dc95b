// The bridge's pause flag, whether a Cadence asset type needs onboarding (nil: not bridgeable), its ERC contract and fees.
// Follows onflow/flow-evm-bridge cadence/scripts/bridge/type_requires_onboarding.cdc, with
// bridge/get_associated_evm_address.cdc, bridge/calculate_bridge_fee.cdc, bridge/is_paused.cdc
// and config/get_onboard_fee.cdc.
import "EVM"
import "FlowEVMBridge"
import "FlowEVMBridgeConfig"
import "FlowEVMBridgeUtils"

access(all) struct BridgeQuote {
    access(all) let paused: Bool
    /// nil when the type does not exist or is neither a fungible token nor an NFT.
    access(all) let requiresOnboarding: Bool?
    /// The associated ERC-20 / ERC-721 (hex without 0x), once onboarded.
    access(all) let evmAddress: String?
    /// The most the bridge may charge per asset: storage for 400 kB plus the base fee.
    access(all) let feePerAsset: UFix64
    access(all) let onboardFee: UFix64

    init(
        paused: Bool,
        requiresOnboarding: Bool?,
        evmAddress: String?,
        feePerAsset: UFix64,
        onboardFee: UFix64
    ) {
        self.paused = paused
        self.requiresOnboarding = requiresOnboarding
        self.evmAddress = evmAddress
        self.feePerAsset = feePerAsset
        self.onboardFee = onboardFee
    }
}

access(all) fun main(typeIdentifier: String): BridgeQuote {
    var requiresOnboarding: Bool? = nil
    var evmAddress: String? = nil
    if let type = CompositeType(typeIdentifier) {
        requiresOnboarding = FlowEVMBridge.typeRequiresOnboarding(type)
        if let associated = FlowEVMBridgeConfig.getEVMAddressAssociated(with: type) {
            evmAddress = associated.toString()
        }
    }
    return BridgeQuote(
        paused: FlowEVMBridgeConfig.isPaused(),
        requiresOnboarding: requiresOnboarding,
        evmAddress: evmAddress,
        feePerAsset: FlowEVMBridgeUtils.calculateBridgeFee(bytes: 400_000),
        onboardFee: FlowEVMBridgeConfig.onboardFee
    )
}
