import { useRef } from 'react';
import { ErrorBoundary } from '../../components/ui/ErrorBoundary.tsx';
import { SearchLink } from '../../components/ui/SearchLink.tsx';
import type {
  AccountStaking,
  Delegation,
  OperatedNode,
} from '../../flow/cadence/scripts/get_staking.ts';
import { CloseStakeForm } from './CloseStakeForm.tsx';
import { DelegateForm } from './DelegateForm.tsx';
import { SetupStaking } from './SetupStaking.tsx';
import { StakeAmountForm } from './StakeAmountForm.tsx';
import { AMOUNT_ACTIONS } from './stake-actions.ts';
import { collectionDelegatesTo } from './stake-availability.ts';
import type { StakeActionId, StakeRef } from './staking-plans.ts';
import '../../components/ui/form.css';

/** What the Staking screen asks for in its address (`?action=…&node=…&delegator=…`). */
export interface StakingRequest {
  readonly action: StakeActionId | 'delegate';
  readonly stake: StakeRef | null;
}

/** The request in one string: what the form is for, so that its state and its errors are too. */
const requestKey = ({ action, stake }: StakingRequest) =>
  `${action}:${stake?.nodeId}:${stake?.delegatorId}`;

/** `stake` as the account's staking has it: its delegation, or (no delegator id) its node. */
function findStake(staking: AccountStaking, stake: StakeRef): Delegation | OperatedNode | null {
  if (stake.delegatorId === null) {
    return staking.nodes.find((candidate) => candidate.id === stake.nodeId) ?? null;
  }
  return (
    staking.delegations.find(
      (candidate) =>
        candidate.nodeId === stake.nodeId && candidate.delegatorId === stake.delegatorId,
    ) ?? null
  );
}

/** What an action's form is given: whose staking, as read, and what the address asks for. */
export interface StakingActionProps {
  readonly address: string;
  readonly staking: AccountStaking;
  readonly request: StakingRequest;
}

function ActionForm({ address, staking, request }: StakingActionProps) {
  // A stake its own transaction just closed stays shown (from its last read) until the user
  // leaves the outcome: the submitted card is the form's.
  const shown = useRef<{
    readonly key: string;
    readonly stake: Delegation | OperatedNode;
  } | null>(null);
  const key = requestKey(request);
  const read = request.stake ? findStake(staking, request.stake) : null;
  if (read) shown.current = { key, stake: read };
  const found = read ?? (shown.current?.key === key ? shown.current.stake : null);
  if (request.action === 'delegate') return <DelegateForm address={address} staking={staking} />;
  if (!request.stake || !found) {
    return (
      <p className="field__error" role="alert">
        This account has no such stake any more.{' '}
        <SearchLink search="">Back to its stakes</SearchLink>
      </p>
    );
  }
  if (request.action === 'move-in') {
    const { nodeId } = request.stake;
    // FlowStakingCollection keeps one delegation per node.
    const taken = request.stake.delegatorId !== null && collectionDelegatesTo(staking, nodeId);
    // SCO.01 takes the locked tokens' holder in only when it creates the collection.
    const lockedOut = found.lockedTokens && staking.hasCollection;
    return (
      <SetupStaking
        address={address}
        needed={!found.inCollection}
        reason="move-in"
        refused={
          taken
            ? 'Your staking collection already holds a delegation to this node, and it holds one per node: this one can move in once that one is closed.'
            : lockedOut
              ? 'Your staking collection was set up without your locked tokens, and Flow’s setup transaction adds them only to a new collection: manage this stake with a LockedTokens-aware wallet.'
              : null
        }
      />
    );
  }
  if (request.action === 'close') {
    return <CloseStakeForm address={address} stake={request.stake} amounts={found} />;
  }
  const action = AMOUNT_ACTIONS.find((candidate) => candidate.id === request.action);
  return action ? (
    <StakeAmountForm
      address={address}
      staking={staking}
      action={action}
      stake={request.stake}
      amounts={found}
    />
  ) : null;
}

/**
 * The form of the staking action the screen's address asks for, with Flow's staking
 * transactions for the network (loaded with it). A failure to load them stays in this panel.
 */
export function StakingActions(props: StakingActionProps) {
  return (
    <ErrorBoundary
      resetKey={requestKey(props.request)}
      fallback={(error, reset) => (
        <div className="field__error" role="alert">
          <p>Flow’s staking transactions could not be loaded: {error.message}</p>
          <button type="button" className="button button--ghost" onClick={reset}>
            Try again
          </button>
        </div>
      )}
    >
      <ActionForm {...props} />
    </ErrorBoundary>
  );
}
