// Seeding: stores filler text so an account's storage use matches its world's figure; large
// figures take several transactions, one path each, and the last one is resized to land exactly.
transaction(filler: String, slot: Int) {
    prepare(holder: auth(LoadValue, SaveValue) &Account) {
        let path = StoragePath(identifier: "flowdeckFiller".concat(slot.toString()))!
        holder.storage.load<String>(from: path)
        holder.storage.save(filler, to: path)
    }
}
