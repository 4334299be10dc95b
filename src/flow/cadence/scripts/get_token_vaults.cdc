// Every fungible-token vault in an account (or those at the storage paths `only` lists), with
// display metadata and, for tokens that also live on Flow EVM, the COA's balance on that side.
// A token contract that panics fails the whole script (Cadence cannot catch it): the app then
// asks again for fewer paths until the failing vault is isolated (src/flow/isolation/).
// EVM reads go through EVM.dryCall and check the status here, so an ERC-20 that reverts leaves
// its EVM balance unknown instead of failing the script. Names are cut to 200 characters, symbols to 32, and
// a logo URI longer than 2048 characters is sent as nil (src/flow/cadence/scripts/metadata-limits.ts).
// Follows onflow/flow-evm-bridge cadence/scripts/tokens/get_all_vault_info_from_storage.cdc and
// cadence/scripts/tokens/get_full_cadence_evm_balance.cdc.
import "FungibleToken"
import "FungibleTokenMetadataViews"
import "MetadataViews"
import "FlowToken"
import "EVM"
import "FlowEVMBridgeConfig"

access(all) struct TokenVault {
    /// The vault's type identifier, e.g. A.1654653399040a61.FlowToken.Vault.
    access(all) let identifier: String
    access(all) let name: String
    access(all) let symbol: String
    /// The first logo's URI, as the token's metadata gives it (untrusted).
    access(all) let logo: String?
    access(all) var balance: UFix64
    access(all) let storagePath: String
    access(all) let receiverPath: String
    /// The associated ERC-20 contract (hex without 0x), if the token is onboarded to the bridge.
    access(all) let evmAddress: String?
    /// The COA's balance on the EVM side in the token's smallest unit, and that unit's decimals.
    access(all) let evmBalance: UInt256?
    access(all) let evmDecimals: UInt8?

    init(
        identifier: String,
        name: String,
        symbol: String,
        logo: String?,
        balance: UFix64,
        storagePath: String,
        receiverPath: String,
        evmAddress: String?,
        evmBalance: UInt256?,
        evmDecimals: UInt8?
    ) {
        self.identifier = identifier
        self.name = name
        self.symbol = symbol
        self.logo = logo
        self.balance = balance
        self.storagePath = storagePath
        self.receiverPath = receiverPath
        self.evmAddress = evmAddress
        self.evmBalance = evmBalance
        self.evmDecimals = evmDecimals
    }

    access(all) fun add(_ amount: UFix64) {
        self.balance = self.balance + amount
    }
}

access(all) fun main(address: Address, only: [String]?): [TokenVault] {
    let account = getAuthAccount<auth(BorrowValue) &Account>(address)
    let coa = account.storage.borrow<&EVM.CadenceOwnedAccount>(from: /storage/evm)
    let vaults: {String: TokenVault} = {}
    let vaultType = Type<@{FungibleToken.Vault}>()

    account.storage.forEachStored(fun (path: StoragePath, type: Type): Bool {
        if type.isRecovered || !type.isSubtype(of: vaultType) {
            return true
        }
        if only != nil && !only!.contains(path.toString()) {
            return true
        }
        let vault = account.storage.borrow<&{FungibleToken.Vault}>(from: path)
        if vault == nil {
            return true
        }
        if let known = vaults[type.identifier] {
            // Structs are copied out of dictionaries: update the copy and store it back.
            known.add(vault!.balance)
            vaults[type.identifier] = known
            return true
        }
        let display = vault!.resolveView(Type<FungibleTokenMetadataViews.FTDisplay>())
            as! FungibleTokenMetadataViews.FTDisplay?
        let data = vault!.resolveView(Type<FungibleTokenMetadataViews.FTVaultData>())
            as! FungibleTokenMetadataViews.FTVaultData?
        var name: String? = nil
        var symbol: String? = nil
        var logo: String? = nil
        if display != nil {
            name = display!.name
            symbol = display!.symbol
            if display!.logos.items.length > 0 {
                logo = usableURI(display!.logos.items[0].file.uri(), 2048)
            }
        } else if let bridged = vault!.resolveView(Type<MetadataViews.EVMBridgedMetadata>())
            as! MetadataViews.EVMBridgedMetadata? {
            // A token the VM bridge brought from EVM lists FTDisplay but resolves none: its
            // ERC-20's name and symbol are here.
            name = bridged.name
            symbol = bridged.symbol
        }
        if name == nil || data == nil {
            return true
        }

        var evmAddress: String? = nil
        var evmBalance: UInt256? = nil
        var evmDecimals: UInt8? = nil
        if type == Type<@FlowToken.Vault>() {
            // Native FLOW on Flow EVM is the COA's own balance, in attoFLOW.
            if coa != nil {
                evmBalance = UInt256(coa!.balance().inAttoFLOW())
                evmDecimals = 18
            }
        } else if let associated = FlowEVMBridgeConfig.getEVMAddressAssociated(with: type) {
            evmAddress = associated.toString()
            if coa != nil {
                evmBalance = uint256Result(coa!.address(), associated, "balanceOf(address)", [coa!.address()])
                if let decimals = uint256Result(coa!.address(), associated, "decimals()", []) {
                    evmDecimals = decimals <= 255 ? UInt8(decimals) : nil
                }
                if evmBalance == nil || evmDecimals == nil {
                    evmBalance = nil
                    evmDecimals = nil
                }
            }
        }

        vaults[type.identifier] = TokenVault(
            identifier: type.identifier,
            name: clipped(name!, 200),
            symbol: clipped(symbol!, 32),
            logo: logo,
            balance: vault!.balance,
            storagePath: data!.storagePath.toString(),
            receiverPath: data!.receiverPath.toString(),
            evmAddress: evmAddress,
            evmBalance: evmBalance,
            evmDecimals: evmDecimals
        )
        return true
    })
    return vaults.values
}

/// At most `max` characters of an untrusted text, and "…" after them when it was cut.
access(all) fun clipped(_ text: String, _ max: Int): String {
    return text.length <= max ? text : text.slice(from: 0, upTo: max).concat("…")
}

/// An untrusted URI, or nil when it is longer than any the app would load.
access(all) fun usableURI(_ uri: String?, _ max: Int): String? {
    if let text = uri {
        return text.length <= max ? text : nil
    }
    return nil
}

/// A view call's uint256 answer, or nil when the contract reverts or answers something else.
access(all) fun uint256Result(_ from: EVM.EVMAddress, _ to: EVM.EVMAddress, _ signature: String, _ args: [AnyStruct]): UInt256? {
    let result = EVM.dryCall(
        from: from,
        to: to,
        data: EVM.encodeABIWithSignature(signature, args),
        gasLimit: 100_000,
        value: EVM.Balance(attoflow: 0)
    )
    if result.status != EVM.Status.successful || result.data.length != 32 {
        return nil
    }
    return EVM.decodeABI(types: [Type<UInt256>()], data: result.data)[0] as! UInt256
}
