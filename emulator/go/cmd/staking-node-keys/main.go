// Command staking-node-keys prints the keys of a staked node for the seeded worlds: a node id, a
// BLS staking key with its proof of possession, and an ECDSA P-256 networking key, each as the
// lowercase hex (no 0x) FlowIDTableStaking checks when a node registers. Run it once and keep
// its output as constants (worlds/staking-node.ts): the chain needs real keys, not secret ones.
//
//	cd emulator/go && CGO_ENABLED=1 CGO_CFLAGS="-O2 -D__BLST_PORTABLE__ -std=gnu11" go run ./cmd/staking-node-keys
package main

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"

	"github.com/onflow/crypto"
)

func seed() []byte {
	bytes := make([]byte, crypto.KeyGenSeedMinLen)
	if _, err := rand.Read(bytes); err != nil {
		panic(err)
	}
	return bytes
}

func main() {
	staking, err := crypto.GeneratePrivateKey(crypto.BLSBLS12381, seed())
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	pop, err := crypto.BLSGeneratePOP(staking)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	networking, err := crypto.GeneratePrivateKey(crypto.ECDSAP256, seed())
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("nodeId: %s\n", hex.EncodeToString(seed()))
	fmt.Printf("stakingKey: %s\n", hex.EncodeToString(staking.PublicKey().Encode()))
	fmt.Printf("stakingKeyPoP: %s\n", hex.EncodeToString(pop))
	fmt.Printf("networkingKey: %s\n", hex.EncodeToString(networking.PublicKey().Encode()))
}
