/**
 * The app's Cadence definitions (src/flow/cadence/**) import their `.cdc` files with Vite's `?raw`;
 * Vitest resolves them, and this tells the sandbox's type check what they are.
 */
declare module '*.cdc?raw' {
  const source: string;
  export default source;
}
