// Seeding: deploys fungible-token contracts (emulator/contracts/SandboxUSD.cdc, renamed for each),
// each with its display metadata, several to a transaction (emulator/src/seed-batches.ts).
transaction(
    names: [String],
    codes: [String],
    displays: [{String: String}],
    pathPrefixes: [String],
    hasViews: [Bool]
) {
    prepare(issuer: auth(AddContract) &Account) {
        for index, name in names {
            issuer.contracts.add(
                name: name,
                code: codes[index].utf8,
                display: displays[index],
                pathPrefix: pathPrefixes[index],
                hasViews: hasViews[index]
            )
        }
    }
}
