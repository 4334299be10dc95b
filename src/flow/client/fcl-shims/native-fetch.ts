/**
 * Stands in for `cross-fetch` inside FCL (see scripts/vite-fcl-shims.ts). FCL imports it for
 * old browsers and old Node versions; every browser Flowdeck supports, and Node 20, have
 * `fetch`. Looked up on each call, so a fetch replaced later (tests, instrumentation) is used.
 */
const nativeFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

export default nativeFetch;
