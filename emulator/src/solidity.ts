/**
 * Compiles the worlds' Solidity (emulator/evm/) with solc-js, the compiler as an npm package
 * (WebAssembly, nothing downloaded). Creation bytecode per contract, for deployment from a COA.
 */
import { readdirSync, readFileSync } from 'node:fs';
import solc from 'solc';

const EVM_DIR = new URL('../evm/', import.meta.url);

interface SolcOutput {
  readonly errors?: readonly { readonly severity: string; readonly formattedMessage: string }[];
  readonly contracts?: Record<string, Record<string, { evm: { bytecode: { object: string } } }>>;
}

let compiled: Map<string, string> | null = null;

/** Contract name → creation bytecode (hex, no 0x). Compiled once per process. */
export function creationBytecode(contract: string): string {
  compiled ??= compileAll();
  const bytecode = compiled.get(contract);
  if (!bytecode) throw new Error(`emulator/evm/ defines no contract ${contract}`);
  return bytecode;
}

function compileAll(): Map<string, string> {
  const sources = Object.fromEntries(
    readdirSync(EVM_DIR)
      .filter((file) => file.endsWith('.sol'))
      .map((file) => [file, { content: readFileSync(new URL(file, EVM_DIR), 'utf8') }]),
  );
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      // Flow EVM runs the Cancun rules (flow-go's EVM).
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
  const result = new Map<string, string>();
  for (const file of Object.values(output.contracts ?? {})) {
    for (const [name, artifact] of Object.entries(file))
      result.set(name, artifact.evm.bytecode.object);
  }
  return result;
}
