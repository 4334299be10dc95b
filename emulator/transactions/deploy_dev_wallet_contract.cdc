// Deploys Flow's dev wallet's own FCL contract (its accounts list) on the service account, as the
// wallet does on its first start, listing the service account only; the seeded accounts are
// added next (add_dev_wallet_accounts.cdc). Its key is the one the wallet signs with: ECDSA
// P-256 (1) with SHA3-256 (3).
transaction(code: String, publicKey: String) {
    prepare(service: auth(AddContract) &Account) {
        service.contracts.add(
            name: "FCL",
            code: code.utf8,
            publicKey: publicKey,
            hashAlgorithm: 3 as UInt8,
            signAlgorithm: 1 as UInt8,
            initAccountsLabels: ["Service Account"]
        )
    }
}
