// Seeding: deploys a fungible-token contract (emulator/contracts/SandboxUSD.cdc, possibly renamed)
// with its display metadata.
transaction(name: String, code: String, display: {String: String}, pathPrefix: String, hasViews: Bool) {
    prepare(issuer: auth(AddContract) &Account) {
        issuer.contracts.add(name: name, code: code.utf8, display: display, pathPrefix: pathPrefix, hasViews: hasViews)
    }
}
