/**
 * A token contract that stops loading once the world is seeded, as contracts that failed the
 * Cadence 1.0 upgrade have on mainnet (a fixture vault's `unloadable` fault). It calls a function
 * of a helper contract deployed beside it; after the holders have their vaults, the helper is
 * updated without that function, so the token contract no longer type-checks and every value of
 * its types can no longer be read.
 */

import type { EmulatorChain, Signers } from './chain.ts';
import { cadence } from './json-cadence.ts';

const helperName = (contract: string) => `${contract}Helper`;

const ADD_CONTRACT = `transaction(name: String, code: String) {
    prepare(account: auth(AddContract) &Account) {
        account.contracts.add(name: name, code: code.utf8)
    }
}`;

const UPDATE_CONTRACT = `transaction(name: String, code: String) {
    prepare(account: auth(UpdateContract) &Account) {
        account.contracts.update(name: name, code: code.utf8)
    }
}`;

/** Deploys the helper to the issuer, and returns the token's code made to depend on it. */
export async function deployDependingOnHelper(
  chain: EmulatorChain,
  issuerAddress: string,
  contract: string,
  code: string,
  signers: Signers,
): Promise<string> {
  const helper = helperName(contract);
  await chain.send(
    ADD_CONTRACT,
    [
      cadence.string(helper),
      cadence.string(
        `access(all) contract ${helper} {\n    access(all) fun help(): Int { return 1 }\n}\n`,
      ),
    ],
    signers,
  );
  const declaration = `access(all) contract ${contract}:`;
  if (!code.includes(declaration)) throw new Error(`${contract}'s source declares no contract`);
  return code
    .replace(declaration, `import ${helper} from ${issuerAddress}\n\n${declaration}`)
    .replace(
      /(access\(all\) contract [A-Za-z0-9_]+: FungibleToken \{\n)/,
      `$1\n    access(all) fun helped(): Int { return ${helper}.help() }\n`,
    );
}

/** Removes the helper's function: from now on the token contract fails to type-check. */
export async function breakHelper(
  chain: EmulatorChain,
  contract: string,
  signers: Signers,
): Promise<void> {
  const helper = helperName(contract);
  await chain.send(
    UPDATE_CONTRACT,
    [cadence.string(helper), cadence.string(`access(all) contract ${helper} {}\n`)],
    signers,
  );
}
