// Lists existing accounts in Flow's dev wallet, each under its label. The wallet signs for every
// account it lists with its one key at key index 0, which the seeding gave every account.
import "FCL"

transaction(addresses: [Address], labels: [String]) {
    prepare(signer: &Account) {}

    pre {
        addresses.length == labels.length: "one label per address"
    }

    execute {
        var index = 0
        while index < addresses.length {
            FCL.add(address: addresses[index], label: labels[index], scopes: [])
            index = index + 1
        }
    }
}
