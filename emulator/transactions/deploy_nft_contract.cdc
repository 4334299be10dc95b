// Seeding: deploys NFT contracts (emulator/contracts/SandboxKitties.cdc, renamed for each), each
// with its collection display, several to a transaction (emulator/src/seed-batches.ts).
transaction(names: [String], codes: [String], displays: [{String: String}]) {
    prepare(issuer: auth(AddContract) &Account) {
        for index, name in names {
            issuer.contracts.add(name: name, code: codes[index].utf8, display: displays[index])
        }
    }
}
