// Seeding: adds keys to an account (ECDSA P-256 with SHA3-256, as every test key), revoking
// those marked so, for the keys view's fixture (FixtureAccount.extraKeys).
transaction(publicKeys: [String], weights: [UFix64], revoked: [Bool]) {
    prepare(account: auth(AddKey, RevokeKey) &Account) {
        var index = 0
        while index < publicKeys.length {
            let key = account.keys.add(
                publicKey: PublicKey(
                    publicKey: publicKeys[index].decodeHex(),
                    signatureAlgorithm: SignatureAlgorithm.ECDSA_P256
                ),
                hashAlgorithm: HashAlgorithm.SHA3_256,
                weight: weights[index]
            )
            if revoked[index] {
                account.keys.revoke(keyIndex: key.keyIndex)
            }
            index = index + 1
        }
    }
}
