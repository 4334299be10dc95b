/**
 * The local network's staking, seeded: the service account operates the world's verification
 * node (worlds/staking-node.ts), registered with Flow's own staking-collection templates and the
 * role's minimum; each account the world says delegates does so with SCO.01 and SCO.02; one epoch
 * (moved by hand, staking-epochs.ts) stakes it all, and a payout is paid, so that a newcomer's
 * local network has a staked node to delegate to and a delegation with rewards to look at.
 */
import { parseUFix64 } from '../../src/flow/ufix64.ts';
import { STAKING_NODE } from '../../worlds/staking-node.ts';
import type { EmulatorChain, Signers } from './chain.ts';
import { cadence } from './json-cadence.ts';
import { serviceSigners } from './local-signer.ts';
import type { SeededAccount } from './seed-types.ts';
import { endEpoch, payRewards } from './staking-epochs.ts';
import { emulatorTemplates, registerNodeArguments } from './staking-templates.ts';

/** FlowIDTableStaking's minimum for a verification node, which the node stakes. */
export const SEEDED_NODE_STAKE = parseUFix64('135000.0');
/** The epoch seeding ends in: FlowIDTableStaking's counter after it (FlowEpoch's stays 0). */
export const SEEDED_STAKING_EPOCH = 1;
/** The payout seeding pays for that epoch, shared by every staked token. */
export const SEEDED_EPOCH_PAYOUT = parseUFix64('1000.0');

export async function seedStaking(
  chain: EmulatorChain,
  delegators: readonly { readonly account: SeededAccount; readonly amount: bigint }[],
  signedBy: (account: SeededAccount) => Signers,
): Promise<void> {
  if (delegators.length === 0) return;
  const template = emulatorTemplates('mainnet');
  await chain.send(template('SCO.01'), [], serviceSigners());
  await chain.send(
    template('SCO.17'),
    registerNodeArguments(STAKING_NODE, SEEDED_NODE_STAKE),
    serviceSigners(),
  );
  for (const { account, amount } of delegators) {
    await chain.send(template('SCO.01'), [], signedBy(account));
    await chain.send(
      template('SCO.02'),
      [cadence.string(STAKING_NODE.id), cadence.ufix64(amount)],
      signedBy(account),
    );
  }
  await endEpoch(chain, [STAKING_NODE.id], SEEDED_STAKING_EPOCH);
  await payRewards(chain, SEEDED_EPOCH_PAYOUT, SEEDED_STAKING_EPOCH);
}
