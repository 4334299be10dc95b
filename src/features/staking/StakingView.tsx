import { CopyButton } from '../../components/ui/CopyButton.tsx';
import { LoadingLine } from '../../components/ui/LoadingLine.tsx';
import { inspectedText } from '../../components/ui/plain-text.ts';
import { QueryErrorAlert } from '../../components/ui/QueryErrorAlert.tsx';
import type {
  AccountStaking,
  Delegation,
  OperatedNode,
  StakeAmounts,
} from '../../flow/cadence/scripts/get_staking.ts';
import { formatFlow } from '../../flow/flow-amounts.ts';
import { useFlowNetwork } from '../../flow/react/useFlowNetwork.ts';
import { useStaking } from '../../flow/react/useStaking.ts';
import {
  accountStakeTotals,
  phaseName,
  roleName,
  STAKE_STATES,
  withArticle,
} from './staking-facts.ts';
import './staking.css';

// A node's networking address is the operator's text: at most this much is shown.
const HOST_LENGTH = 80;

/** `5d7f3c02…bc4f02364`: enough to compare by eye; the copy button gives the whole id. */
const shortId = (id: string) => `${id.slice(0, 8)}…${id.slice(-8)}`;

function Amounts({ amounts, testId }: { readonly amounts: StakeAmounts; readonly testId: string }) {
  return (
    <dl className="staking__amounts" data-testid={testId}>
      {STAKE_STATES.map(({ key, label, meaning }) => (
        <div key={key} className="staking__state">
          <dt>{label}</dt>
          <dd data-testid={`${testId}-${key}`}>
            {formatFlow(amounts[key])} FLOW <span className="muted small">{meaning}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function NodeId({ id }: { readonly id: string }) {
  return (
    <>
      <code title={id}>{shortId(id)}</code>{' '}
      <CopyButton value={id} label={`Copy node id ${shortId(id)}`} />
    </>
  );
}

function DelegationCard({ delegation }: { readonly delegation: Delegation }) {
  const headingId = `delegation-${delegation.nodeId}-${delegation.delegatorId}`;
  return (
    <li className="card staking__stake" data-testid="delegation" aria-labelledby={headingId}>
      <h3 id={headingId}>Delegated to {withArticle(`${roleName(delegation.nodeRole)} node`)}</h3>
      <p>
        Node <NodeId id={delegation.nodeId} /> · delegator {delegation.delegatorId}
      </p>
      <Amounts amounts={delegation} testId="delegation-amounts" />
    </li>
  );
}

function NodeCard({ node }: { readonly node: OperatedNode }) {
  const headingId = `node-${node.id}`;
  return (
    <li className="card staking__stake" data-testid="operated-node" aria-labelledby={headingId}>
      <h3 id={headingId}>{roleName(node.role)} node</h3>
      <p>
        Node <NodeId id={node.id} /> · {inspectedText(node.networkingAddress, HOST_LENGTH)} ·{' '}
        {node.delegatorCount} {node.delegatorCount === 1 ? 'delegator' : 'delegators'}
      </p>
      <Amounts amounts={node} testId="node-amounts" />
    </li>
  );
}

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When the epoch ends, as far as the chain says: changes to stakes take effect then. */
function epochEndText(staking: AccountStaking, local: boolean, now: number): string {
  const end = staking.epochTargetEnd;
  if (end !== null && end > now) {
    return ` The network means this epoch to end around ${WHEN.format(end)} (your time); committed tokens are staked, and unstaking ones move on, then.`;
  }
  if (local) return ' On the local network epochs do not advance by themselves.';
  return ' The time the network meant this epoch to end has passed: it ends when the network moves on.';
}

function EpochLine({ staking }: { readonly staking: AccountStaking }) {
  const { id: network } = useFlowNetwork();
  return (
    <p className="small" data-testid="staking-epoch">
      Epoch {staking.epochCounter.toString()}, {phaseName(staking.epochPhase)}
      {staking.stakingEnabled
        ? ': stakes can change now and take effect when the epoch ends.'
        : ': the staking auction is closed until the next epoch starts.'}
      {epochEndText(staking, network === 'local', Date.now())}
    </p>
  );
}

/**
 * What an account has staked through its staking collection: each delegation and each node it
 * operates, every amount by state, read in one script. Read-only: staking from Flowdeck is not
 * built yet (docs/staking.md).
 */
export function StakingView({ address }: { readonly address: string }) {
  const query = useStaking(address);
  if (query.isPending) return <LoadingLine>Reading the account’s staking…</LoadingLine>;
  if (query.isError) {
    return <QueryErrorAlert title="The account’s staking could not be read." query={query} />;
  }
  const staking = query.data;
  const totals = accountStakeTotals(staking);
  const stakes = staking.delegations.length + staking.nodes.length;
  return (
    <section className="staking" aria-labelledby="staking-heading">
      <h1 id="staking-heading">Staking</h1>
      {stakes === 0 ? (
        <p data-testid="staking-summary">
          This account stakes nothing. Staking puts FLOW behind a node that runs the network and
          earns part of the rewards the network pays each epoch; delegating to a node takes at least{' '}
          {formatFlow(staking.delegatorMinimum)} FLOW. Flowdeck shows staking; staking from here is
          not available yet.
        </p>
      ) : (
        <>
          <p data-testid="staking-summary">
            {formatFlow(totals.total)} FLOW in staking, in{' '}
            {stakes === 1 ? 'one stake' : `${stakes} stakes`}. It is not in the account’s FLOW
            balance.
          </p>
          <Amounts amounts={totals} testId="staking-totals" />
        </>
      )}
      <EpochLine staking={staking} />
      {staking.delegations.length > 0 ? (
        <>
          <h2>Delegations</h2>
          <ul className="staking__list">
            {staking.delegations.map((delegation) => (
              <DelegationCard
                key={`${delegation.nodeId}-${delegation.delegatorId}`}
                delegation={delegation}
              />
            ))}
          </ul>
        </>
      ) : null}
      {staking.nodes.length > 0 ? (
        <>
          <h2>Nodes this account operates</h2>
          <ul className="staking__list">
            {staking.nodes.map((node) => (
              <NodeCard key={node.id} node={node} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
