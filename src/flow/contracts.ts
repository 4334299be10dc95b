import flowJson from '../../flow.json';
import { type FlowNetwork, NETWORKS } from './networks.ts';

export type SystemContract = keyof typeof flowJson.dependencies;

/** A system contract's address on a network (`0x` + 16 hex), from flow.json's aliases. */
export function systemContractAddress(network: FlowNetwork, contract: SystemContract): string {
  return `0x${flowJson.dependencies[contract].aliases[NETWORKS[network].flowJsonNetwork]}`;
}

/** The type identifier of FLOW's vault on a network, e.g. `A.1654653399040a61.FlowToken.Vault`. */
export function flowTokenVaultIdentifier(network: FlowNetwork): string {
  return `A.${systemContractAddress(network, 'FlowToken').slice(2)}.FlowToken.Vault`;
}

const STRING_IMPORT = /import\s+"(\w+)"/g;

/**
 * The Cadence as FCL would send it to `network`: each `import "Name"` of a flow.json
 * dependency becomes `import Name from 0x…`; an unknown name is left for the node to refuse.
 */
export function resolveContractImports(cadence: string, network: FlowNetwork): string {
  const dependencies: Readonly<Record<string, { readonly aliases: Record<string, string> }>> =
    flowJson.dependencies;
  let resolved = cadence;
  for (const [statement, name] of cadence.matchAll(STRING_IMPORT)) {
    const alias = Object.hasOwn(dependencies, name as string)
      ? dependencies[name as string]?.aliases[NETWORKS[network].flowJsonNetwork]
      : undefined;
    // FCL replaces the first occurrence of each statement, in order: so does this.
    if (alias !== undefined)
      resolved = resolved.replace(statement, `import ${name} from 0x${alias}`);
  }
  return resolved;
}
