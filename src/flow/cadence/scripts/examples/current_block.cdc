// Example: the block the script runs at: its height, id and timestamp.
// Follows onflow/cadence-lang.org docs/language/environment-information.md (getCurrentBlock and the Block fields).
access(all) struct CurrentBlock {
    access(all) let height: UInt64
    access(all) let id: String
    access(all) let timestamp: UFix64

    init(height: UInt64, id: String, timestamp: UFix64) {
        self.height = height
        self.id = id
        self.timestamp = timestamp
    }
}

access(all) fun main(): CurrentBlock {
    let block = getCurrentBlock()
    return CurrentBlock(height: block.height, id: String.encodeHex(block.id.toVariableSized()), timestamp: block.timestamp)
}
