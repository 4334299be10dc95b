// Sends any fungible token to a Cadence address, finding the vault through the token contract's
// FTVaultData view.
// Follows onflow/flow-ft transactions/generic_transfer_with_address.cdc.
import "FungibleToken"
import "FungibleTokenMetadataViews"

transaction(amount: UFix64, to: Address, contractAddress: Address, contractName: String) {

    let sentVault: @{FungibleToken.Vault}
    let vaultData: FungibleTokenMetadataViews.FTVaultData

    prepare(signer: auth(BorrowValue) &Account) {
        let token = getAccount(contractAddress).contracts.borrow<&{FungibleToken}>(name: contractName)
            ?? panic("No fungible token contract ".concat(contractName).concat(" at ").concat(contractAddress.toString()))
        self.vaultData = token.resolveContractView(
                resourceType: nil,
                viewType: Type<FungibleTokenMetadataViews.FTVaultData>()
            ) as! FungibleTokenMetadataViews.FTVaultData?
            ?? panic("The token contract does not describe its vault (FTVaultData view)")
        let vault = signer.storage.borrow<auth(FungibleToken.Withdraw) &{FungibleToken.Provider}>(
                from: self.vaultData.storagePath
            ) ?? panic("The signer has no vault of this token at ".concat(self.vaultData.storagePath.toString()))
        self.sentVault <- vault.withdraw(amount: amount)
    }

    execute {
        let receiver = getAccount(to).capabilities.borrow<&{FungibleToken.Receiver}>(self.vaultData.receiverPath)
            ?? panic("The recipient ".concat(to.toString()).concat(" cannot receive this token: no receiver at ").concat(self.vaultData.receiverPath.toString()))
        receiver.deposit(from: <-self.sentVault)
    }
}
