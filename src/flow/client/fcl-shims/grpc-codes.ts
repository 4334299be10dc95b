/**
 * Stands in for `@improbable-eng/grpc-web` inside FCL (see scripts/vite-fcl-shims.ts). FCL's
 * HTTP-only build imports the whole gRPC-Web client (~33 KB) for one constant: it compares an
 * error's code with `grpc.Code.NotFound` while polling a transaction the node does not know yet. gRPC's status code
 * NOT_FOUND is 5 (grpc/grpc, doc/statuscodes.md).
 */
export const grpc = { Code: { NotFound: 5 } } as const;
