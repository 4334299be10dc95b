// Seeding: deploys an NFT contract (emulator/contracts/SandboxKitties.cdc, possibly renamed) with
// its collection display.
transaction(name: String, code: String, display: {String: String}) {
    prepare(issuer: auth(AddContract) &Account) {
        issuer.contracts.add(name: name, code: code.utf8, display: display)
    }
}
