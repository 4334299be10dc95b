/**
 * Flow's dev wallet on the local network, as `npm start` runs it: the seeding lists every seeded
 * account in the wallet's own FCL contract, each carrying at key index 0 the one key the wallet
 * signs with, and the wallet's server answers for this emulator. (The browser journeys on the
 * emulator sign in and sign through its pages: e2e/emulator.spec.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_KEY_PAIR } from '../../worlds/keys.ts';
import { EmulatorChain } from '../src/chain.ts';
import { freeEmulatorPorts, freePort } from '../src/free-ports.ts';
import { type LocalNetwork, startLocalNetwork } from '../src/local-network.ts';

const LISTED_ACCOUNTS = `
import FCL from 0xf8d6e0586b0a20c7

access(all) fun main(): &[FCL.FCLAccount] {
    return FCL.accounts().values
}
`;

interface ListedAccount {
  readonly address: string;
  readonly label: string;
  readonly keyId: string | number;
}

describe("Flow's dev wallet on the local network", () => {
  let network: LocalNetwork;

  beforeAll(async () => {
    network = await startLocalNetwork({
      ports: await freeEmulatorPorts(),
      walletPort: await freePort(),
      costModel: 'emulator',
    });
  }, 180_000);
  afterAll(() => network?.stop());

  it('serves its pages for this emulator, signing as the service account with the test key', async () => {
    const response = await fetch(`${network.wallet.walletUrl}/api/`);
    expect(response.ok).toBe(true);
    const config = (await response.json()) as Record<string, unknown>;
    expect(config.flowAccessNode).toBe(network.emulator.accessNodeUrl);
    expect(config.flowAccountAddress).toBe('0xf8d6e0586b0a20c7');
    expect(config.flowAccountPublicKey).toBe(TEST_KEY_PAIR.publicKey);
    expect((await fetch(`${network.wallet.walletUrl}/fcl/authn`)).ok).toBe(true);
  });

  it('lists every seeded account under its label, to be signed for with key 0', async () => {
    const listed = (await new EmulatorChain(network.emulator.accessNodeUrl).query(
      LISTED_ACCOUNTS,
    )) as ListedAccount[];
    const seeded = network.world.accounts.filter((account) => !account.label.startsWith('unused'));
    expect(seeded.length).toBeGreaterThanOrEqual(5);
    for (const account of seeded) {
      const entry = listed.find((candidate) => candidate.address === account.address);
      expect(entry, account.label).toMatchObject({ label: account.label });
      expect(Number(entry?.keyId)).toBe(0);
    }
    // The service account, and no account the world does not have.
    expect(listed).toHaveLength(seeded.length + 1);
  });

  it('each listed account’s key 0 is the key the wallet signs with, able to sign alone', async () => {
    for (const account of network.world.accounts) {
      const response = await fetch(
        `${network.emulator.accessNodeUrl}/v1/accounts/${account.address}?expand=keys`,
      );
      const { keys } = (await response.json()) as {
        keys: { index: string; public_key: string; weight: string; revoked: boolean }[];
      };
      expect(keys[0], account.label).toMatchObject({
        index: '0',
        public_key: `0x${TEST_KEY_PAIR.publicKey}`,
        weight: '1000',
        revoked: false,
      });
    }
  });
});
