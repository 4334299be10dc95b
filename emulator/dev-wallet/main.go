// Flow's dev wallet (github.com/onflow/fcl-dev-wallet) for the local network: it signs for every
// account it lists with the one key it is given, at key index 0 (npm run flow:install builds it;
// emulator/src/dev-wallet.ts starts it).
package main

import (
	"flag"
	"log"

	"github.com/onflow/fcl-dev-wallet/go/wallet"
)

func main() {
	port := flag.Uint("port", 8701, "the wallet's HTTP port")
	accessNode := flag.String("access-node", "http://localhost:8888", "the emulator's REST API")
	address := flag.String("address", "0xf8d6e0586b0a20c7", "the service account, which pays for the wallet's own transactions")
	privateKey := flag.String("private-key", "", "the key the wallet signs with (hex, ECDSA P-256)")
	publicKey := flag.String("public-key", "", "its public key (hex, 64 bytes)")
	flag.Parse()

	server, err := wallet.NewHTTPServer(*port, &wallet.FlowConfig{
		Address:    *address,
		PrivateKey: *privateKey,
		PublicKey:  *publicKey,
		AccessNode: *accessNode,
	})
	if err != nil {
		log.Fatal(err)
	}
	server.StartStandalone()
}
