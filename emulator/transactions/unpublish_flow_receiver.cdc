// Seeding: an account that cannot receive FLOW (no receiver capability). The sandbox removes
// the vault itself; on Flow storage capacity is read through the vault's balance capability,
// so an account without one can store nothing and every transaction touching it fails
// (README: known differences).
transaction {
    prepare(holder: auth(UnpublishCapability) &Account) {
        holder.capabilities.unpublish(/public/flowTokenReceiver)
    }
}
