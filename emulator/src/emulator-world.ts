/**
 * A world (worlds/) as the real emulator can hold it. The emulator creates one account of its
 * own at start-up (0x01cf0e2f2f715450, index 5), so the accounts a world creates begin at
 * index 6: every user account, and every contract reference to one, moves up by one index.
 */
import type { FixtureDefinition } from '../../worlds/types.ts';

/** Index 5 on the real emulator: taken at start-up, before any account is created. */
export const EMULATOR_STARTUP_ACCOUNT_INDEX = 5;

const shifted = (index: number) => (index >= EMULATOR_STARTUP_ACCOUNT_INDEX ? index + 1 : index);
const shiftedRef = (contract: string | number) =>
  typeof contract === 'number' ? shifted(contract) : contract;

export function emulatorWorld(fixture: FixtureDefinition): FixtureDefinition {
  return {
    ...fixture,
    accounts: fixture.accounts.map((account) =>
      account.system
        ? account
        : {
            ...account,
            index: shifted(account.index),
            ...(account.vaults && {
              vaults: account.vaults.map((vault) => ({
                ...vault,
                contract: shiftedRef(vault.contract),
              })),
            }),
            ...(account.collections && {
              collections: account.collections.map((collection) => ({
                ...collection,
                contract: shiftedRef(collection.contract),
              })),
            }),
          },
    ),
  };
}
