/**
 * The app's Cadence definitions (src/flow/cadence/**) import their `.cdc` files with Vite's `?raw`;
 * Vitest resolves them, and this tells the type check of every project that reaches them through
 * the sandbox (handlers/app-cadence.ts imports their types) what they are.
 */
declare module '*.cdc?raw' {
  const source: string;
  export default source;
}
