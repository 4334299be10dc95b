// One window of an account's storage paths (domain "storage") or public paths (domain "public"),
// in the order Flow keeps them, each with the type stored there or the capability's type, and
// what kind of asset that is. Reads types only: no value is borrowed and no metadata is asked for.
//
// A value whose type cannot be loaded (its contract no longer type-checks, or cannot be imported)
// is skipped by forEachStored/forEachPublic, and borrowing, checking or comparing its type panics:
// only its path and its type's identifier can still be read. So the window's paths come from
// storagePaths/publicPaths, the iteration marks those it reaches as readable, and the rest are
// sent with readable = false instead of failing the whole script.
// Identifiers longer than 256 characters are cut (src/flow/cadence/scripts/get_account_storage.ts).
// Follows onflow/cadence-lang.org docs/language/accounts/storage.mdx (storage iteration:
// forEachStored, forEachPublic, storagePaths, publicPaths, type(at:)).
import "FungibleToken"
import "NonFungibleToken"
import "EVM"

access(all) struct StorageEntry {
    /// The path, e.g. /storage/flowTokenVault.
    access(all) let path: String
    /// The stored value's type identifier, or the public capability's type identifier.
    access(all) let type: String
    /// "vault", "collection", "coa", "capability", "other" or, when the type cannot be loaded, "".
    access(all) let kind: String
    access(all) let readable: Bool

    init(path: String, type: String, kind: String, readable: Bool) {
        self.path = path
        self.type = type
        self.kind = kind
        self.readable = readable
    }
}

access(all) struct StoragePage {
    /// How many paths the domain holds.
    access(all) let total: Int
    access(all) let entries: [StorageEntry]

    init(total: Int, entries: [StorageEntry]) {
        self.total = total
        self.entries = entries
    }
}

access(all) fun clip(_ text: String): String {
    return text.length > 256 ? text.slice(from: 0, upTo: 255).concat("…") : text
}

access(all) fun storedKind(_ type: Type): String {
    if type.isSubtype(of: Type<@{FungibleToken.Vault}>()) { return "vault" }
    if type.isSubtype(of: Type<@{NonFungibleToken.Collection}>()) { return "collection" }
    if type.isSubtype(of: Type<@EVM.CadenceOwnedAccount>()) { return "coa" }
    if type.isSubtype(of: Type<Capability>()) { return "capability" }
    return "other"
}

access(all) fun publicKind(_ type: Type): String {
    if type.isSubtype(of: Type<Capability<&{FungibleToken.Receiver}>>())
        || type.isSubtype(of: Type<Capability<&{FungibleToken.Balance}>>()) { return "vault" }
    if type.isSubtype(of: Type<Capability<&{NonFungibleToken.CollectionPublic}>>()) {
        return "collection"
    }
    if type.isSubtype(of: Type<Capability<&EVM.CadenceOwnedAccount>>()) { return "coa" }
    return "other"
}

access(all) fun main(address: Address, domain: String, offset: Int, limit: Int): StoragePage {
    pre {
        domain == "storage" || domain == "public": "domain must be storage or public"
        offset >= 0: "offset must not be negative"
        limit > 0 && limit <= 200: "limit must be between 1 and 200"
    }
    let account = getAuthAccount<auth(Storage) &Account>(address)
    let paths: [Path] = []
    if domain == "storage" {
        for path in account.storage.storagePaths { paths.append(path) }
    } else {
        for path in account.storage.publicPaths { paths.append(path) }
    }
    if offset >= paths.length {
        return StoragePage(total: paths.length, entries: [])
    }
    let end = offset + limit < paths.length ? offset + limit : paths.length

    // Where each path of the window goes in the answer.
    let slots: {String: Int} = {}
    var index = offset
    while index < end {
        slots[paths[index].toString()] = index - offset
        index = index + 1
    }
    let found: [StorageEntry?] = []
    while found.length < end - offset { found.append(nil) }
    var reached = 0
    let visit = fun (path: Path, type: Type, kind: String): Bool {
        if let slot = slots[path.toString()] {
            found[slot] = StorageEntry(
                path: clip(path.toString()),
                type: clip(type.identifier),
                kind: kind,
                readable: true
            )
            reached = reached + 1
        }
        // Stops as soon as the whole window is read: a healthy window costs no more than its end.
        return reached < end - offset
    }
    if domain == "storage" {
        account.storage.forEachStored(fun (path: StoragePath, type: Type): Bool {
            return visit(path, type, storedKind(type))
        })
    } else {
        account.storage.forEachPublic(fun (path: PublicPath, type: Type): Bool {
            return visit(path, type, publicKind(type))
        })
    }

    let entries: [StorageEntry] = []
    index = 0
    while index < found.length {
        let path = paths[offset + index]
        if let entry = found[index] {
            entries.append(entry)
        } else {
            // Skipped by the iteration: its type cannot be loaded. A public path's capability
            // type cannot be read at all; a stored value's identifier still can.
            var type = ""
            if let storagePath = path as? StoragePath {
                type = account.storage.type(at: storagePath)?.identifier ?? ""
            }
            entries.append(
                StorageEntry(path: clip(path.toString()), type: clip(type), kind: "", readable: false)
            )
        }
        index = index + 1
    }
    return StoragePage(total: paths.length, entries: entries)
}
