import { lazy, Suspense } from 'react';
import { useSearchParams } from 'wouter';
import { LoadingLine } from '../../components/ui/LoadingLine.tsx';
import { QueryErrorAlert } from '../../components/ui/QueryErrorAlert.tsx';
import { SearchLink } from '../../components/ui/SearchLink.tsx';
import { STAKE_STATES } from '../../components/ui/stake-states.ts';
import type {
  AccountStaking,
  Delegation,
  OperatedNode,
  StakeAmounts,
} from '../../flow/cadence/scripts/get_staking.ts';
import { formatFlow } from '../../flow/flow-amounts.ts';
import { useFlowCurrentUser } from '../../flow/react/useFlowCurrentUser.ts';
import { useFlowNetwork } from '../../flow/react/useFlowNetwork.ts';
import { useStaking } from '../../flow/react/useStaking.ts';
import { NodeId, nodeHost } from './NodeId.tsx';
import type { StakingActionProps, StakingRequest } from './StakingActions.tsx';
import { availableActions, isStakeActionId } from './stake-availability.ts';
import { accountStakeTotals, phaseName, roleName, withArticle } from './staking-facts.ts';
import type { StakeRef } from './staking-plans.ts';
import './staking.css';

// The forms and Flow's staking transactions load when an action is first opened.
const StakingActions = lazy(() =>
  import('./StakingActions.tsx').then(({ StakingActions }) => ({ default: StakingActions })),
);

/** `?action=…&node=…&delegator=…` for one of a stake's actions. */
function actionSearch(action: string, stake: StakeRef): string {
  const params = new URLSearchParams({ action, node: stake.nodeId });
  if (stake.delegatorId !== null) params.set('delegator', String(stake.delegatorId));
  return `?${params}`;
}

/** What the address asks for: an action, and the stake it is for. */
function requestOf(params: URLSearchParams): StakingRequest | null {
  const action = params.get('action');
  if (action !== 'delegate' && !isStakeActionId(action)) return null;
  const nodeId = params.get('node');
  const delegator = params.get('delegator');
  const delegatorId = delegator !== null && /^\d{1,10}$/.test(delegator) ? Number(delegator) : null;
  return {
    action,
    stake: nodeId === null ? null : { nodeId, delegatorId },
  };
}

/** Links to what the signed-in owner can do with a stake now. */
function StakeActionLinks({
  stake,
  amounts,
  staking,
}: {
  readonly stake: StakeRef;
  readonly amounts: StakeAmounts & { readonly inCollection: boolean };
  readonly staking: AccountStaking;
}) {
  const actions = availableActions(amounts, {
    stakingEnabled: staking.stakingEnabled,
    isDelegation: stake.delegatorId !== null,
  });
  return (
    <nav className="row staking__actions" aria-label="What you can do with this stake">
      {actions.map((action) => (
        <SearchLink
          key={action.id}
          className="button button--ghost button--small"
          search={actionSearch(action.id, stake)}
        >
          {action.label}
        </SearchLink>
      ))}
    </nav>
  );
}

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

/** Where a stake is kept, when not plainly in the account's staking collection. */
function KeptNote({
  stake,
}: {
  readonly stake: { readonly inCollection: boolean; readonly lockedTokens: boolean };
}) {
  if (stake.inCollection && !stake.lockedTokens) return null;
  return (
    <p className="small" data-testid="outside-collection">
      {stake.lockedTokens ? 'Staked from the account’s locked tokens (LockedTokens). ' : ''}
      {stake.inCollection
        ? null
        : 'Kept outside a staking collection, from before collections: its owner moves it into one to manage it here.'}
    </p>
  );
}

function DelegationCard({
  delegation,
  actions,
}: {
  readonly delegation: Delegation;
  /** The account's staking, when its owner can act on it. */
  readonly actions: AccountStaking | null;
}) {
  const headingId = `delegation-${delegation.nodeId}-${delegation.delegatorId}`;
  return (
    <li className="card staking__stake" data-testid="delegation" aria-labelledby={headingId}>
      <h3 id={headingId}>Delegated to {withArticle(`${roleName(delegation.nodeRole)} node`)}</h3>
      <p>
        Node <NodeId id={delegation.nodeId} /> · {nodeHost(delegation.nodeNetworkingAddress)} ·
        delegator {delegation.delegatorId}
      </p>
      <KeptNote stake={delegation} />
      <Amounts amounts={delegation} testId="delegation-amounts" />
      {actions ? (
        <StakeActionLinks
          stake={{ nodeId: delegation.nodeId, delegatorId: delegation.delegatorId }}
          amounts={delegation}
          staking={actions}
        />
      ) : null}
    </li>
  );
}

function NodeCard({
  node,
  actions,
}: {
  readonly node: OperatedNode;
  /** The account's staking, when its owner can act on it. */
  readonly actions: AccountStaking | null;
}) {
  const headingId = `node-${node.id}`;
  return (
    <li className="card staking__stake" data-testid="operated-node" aria-labelledby={headingId}>
      <h3 id={headingId}>{roleName(node.role)} node</h3>
      <p>
        Node <NodeId id={node.id} /> · {nodeHost(node.networkingAddress)} · {node.delegatorCount}{' '}
        {node.delegatorCount === 1 ? 'delegator' : 'delegators'}
      </p>
      <Amounts amounts={node} testId="node-amounts" />
      {actions ? (
        <StakeActionLinks
          stake={{ nodeId: node.id, delegatorId: null }}
          amounts={node}
          staking={actions}
        />
      ) : null}
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

const ACTION_HEADINGS: Readonly<Record<StakingRequest['action'], string>> = {
  delegate: 'Delegate to a node',
  'stake-new': 'Stake more',
  'restake-rewards': 'Restake rewards',
  'restake-unstaked': 'Restake unstaked tokens',
  unstake: 'Unstake',
  'withdraw-rewards': 'Withdraw rewards',
  'withdraw-unstaked': 'Withdraw unstaked tokens',
  close: 'Close the delegation',
  'move-in': 'Move it into your staking collection',
};

/** The action the address asks for, in a panel of its own, with the way back to the stakes. */
function ActionPanel({ address, staking, request }: StakingActionProps) {
  const heading = ACTION_HEADINGS[request.action];
  return (
    <section className="card staking__panel" aria-labelledby="staking-action-heading">
      <div className="row">
        <h2 id="staking-action-heading">{heading}</h2>
        <SearchLink search="" className="button button--ghost button--small">
          Back to your stakes
        </SearchLink>
      </div>
      <Suspense fallback={<LoadingLine>{`Loading ${heading}…`}</LoadingLine>}>
        <StakingActions address={address} staking={staking} request={request} />
      </Suspense>
    </section>
  );
}

/**
 * What an account has staked through its staking collection: each delegation and each node it
 * operates, every amount by state, read in one script. Its signed-in owner can act on each stake
 * and delegate anew (`?action=…`); anyone else sees it read-only.
 */
export function StakingView({ address }: { readonly address: string }) {
  const query = useStaking(address);
  const { address: signedIn } = useFlowCurrentUser();
  const { id: network } = useFlowNetwork();
  const [params] = useSearchParams();
  if (query.isPending) return <LoadingLine>Reading the account’s staking…</LoadingLine>;
  if (query.isError) {
    return <QueryErrorAlert title="The account’s staking could not be read." query={query} />;
  }
  const staking = query.data;
  const owner = signedIn === address;
  const actions = owner ? staking : null;
  const request = owner ? requestOf(params) : null;
  const totals = accountStakeTotals(staking);
  const stakes = staking.delegations.length + staking.nodes.length;
  return (
    // Drafts and steps belong to one account on one network.
    <section className="staking" aria-labelledby="staking-heading" key={`${network}:${address}`}>
      <h1 id="staking-heading">Staking</h1>
      {stakes === 0 ? (
        <p data-testid="staking-summary">
          This account stakes nothing. Staking puts FLOW behind a node that runs the network and
          earns part of the rewards the network pays each epoch; delegating to a node takes at least{' '}
          {formatFlow(staking.delegatorMinimum)} FLOW.
          {owner ? null : ' Only the account’s owner can stake from it.'}
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
      {request ? (
        <ActionPanel address={address} staking={staking} request={request} />
      ) : owner && staking.stakingEnabled ? (
        <p>
          <SearchLink className="button" search="?action=delegate">
            Delegate to a node
          </SearchLink>
        </p>
      ) : null}
      {staking.delegations.length > 0 ? (
        <>
          <h2>Delegations</h2>
          <ul className="staking__list">
            {staking.delegations.map((delegation) => (
              <DelegationCard
                key={`${delegation.nodeId}-${delegation.delegatorId}`}
                delegation={delegation}
                actions={actions}
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
              <NodeCard key={node.id} node={node} actions={actions} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
