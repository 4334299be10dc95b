// Seeding: a new account with one full-weight P-256 / SHA3-256 key, its FLOW topped up to
// `flow` from the payer's vault.
import "FungibleToken"
import "FlowToken"

transaction(publicKey: String, flow: UFix64) {
    prepare(payer: auth(BorrowValue) &Account) {
        let account = Account(payer: payer)
        account.keys.add(
            publicKey: PublicKey(
                publicKey: publicKey.decodeHex(),
                signatureAlgorithm: SignatureAlgorithm.ECDSA_P256
            ),
            hashAlgorithm: HashAlgorithm.SHA3_256,
            weight: 1000.0
        )
        if flow > account.balance {
            let source = payer.storage.borrow<auth(FungibleToken.Withdraw) &FlowToken.Vault>(
                from: /storage/flowTokenVault
            ) ?? panic("the payer has no FLOW vault")
            let receiver = account.capabilities.borrow<&{FungibleToken.Receiver}>(/public/flowTokenReceiver)
                ?? panic("the new account has no FLOW receiver")
            receiver.deposit(from: <-source.withdraw(amount: flow - account.balance))
        }
    }
}
