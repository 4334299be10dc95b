// Seeding: stores filler text so an account's storage use comes near its world's figure; large
// figures take several transactions, one path each.
transaction(filler: String, slot: Int) {
    prepare(holder: auth(SaveValue) &Account) {
        holder.storage.save(filler, to: StoragePath(identifier: "flowdeckFiller".concat(slot.toString()))!)
    }
}
