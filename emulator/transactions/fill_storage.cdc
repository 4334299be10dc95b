// Seeding: stores filler text so an account's storage use comes near its world's figure.
transaction(filler: String) {
    prepare(holder: auth(SaveValue) &Account) {
        holder.storage.save(filler, to: /storage/flowdeckFiller)
    }
}
