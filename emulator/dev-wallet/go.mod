// Flow's dev wallet, built from source through the Go module proxy (npm run flow:install).
// v0.9.1 is its Cadence 1.0 release; it needs no cgo.
module github.com/flowdeck/flowdeck/emulator/dev-wallet

go 1.26

require github.com/onflow/fcl-dev-wallet v0.9.1

require (
	github.com/gorilla/mux v1.8.0 // indirect
	github.com/joho/godotenv v1.4.0 // indirect
)
