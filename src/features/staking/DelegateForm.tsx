import { useId, useMemo, useState } from 'react';
import { ReviewForm, TextField } from '../../components/transaction-flow/form-fields.tsx';
import { TransactionFlow } from '../../components/transaction-flow/TransactionFlow.tsx';
import { checkUFix64Amount } from '../../flow/amount-check.ts';
import { computeLimit } from '../../flow/cadence/compute-limits.ts';
import type { AccountStaking } from '../../flow/cadence/scripts/get_staking.ts';
import type { NodeChoice, RewardFacts } from '../../flow/cadence/scripts/get_staking_nodes.ts';
import { formatFlow } from '../../flow/flow-amounts.ts';
import { useAccountSummary } from '../../flow/react/useAccountSummary.ts';
import { useFeeReserve } from '../../flow/react/useFeeReserve.ts';
import { useFlowNetwork } from '../../flow/react/useFlowNetwork.ts';
import { useStakingNodes } from '../../flow/react/useStakingNodes.ts';
import { useStakingTransactions } from '../../flow/react/useStakingTransactions.ts';
import { spendableFlow } from '../../flow/spendable-flow.ts';
import { NodeId, nodeHost } from './NodeId.tsx';
import { epochReward, yearlyRateBasisPoints, yearlyReward } from './reward-estimate.ts';
import { SetupStaking } from './SetupStaking.tsx';
import { StakingAmountField } from './StakingAmountField.tsx';
import { StakingSubmitted } from './StakingSubmitted.tsx';
import { collectionDelegatesTo } from './stake-availability.ts';
import { roleName } from './staking-facts.ts';
import { planDelegate } from './staking-plans.ts';
import { useStakingForm } from './useStakingForm.ts';
import { verifiedNodeName } from './verified-nodes.ts';

// Nodes shown at a time; each page is one script.
const PAGE_SIZE = 10;
const NODE_ID = /^[0-9a-f]{64}$/;

/** The share of a delegator's rewards a node keeps: the protocol's, the same for every node. */
const cutText = (cut: bigint): string =>
  `Each node keeps ${formatFlow(cut * 100n)} % of its delegators’ rewards (the protocol sets this cut, the same for every node).`;

/** `≈ 5.6 FLOW a year (≈ 5.60 %)`, or per epoch where epochs do not advance by themselves. */
function estimateText(facts: RewardFacts, amount: bigint, local: boolean): string {
  if (local) {
    return `≈ ${formatFlow(epochReward(facts, amount))} FLOW an epoch at the chain’s current payout (epochs do not advance by themselves on the local network)`;
  }
  const yearly = yearlyReward(facts, amount);
  if (yearly === null) return 'no estimate: the chain gives no epoch length';
  const rate = yearlyRateBasisPoints(yearly, amount);
  return `≈ ${formatFlow(yearly)} FLOW a year (≈ ${rate / 100n}.${String(rate % 100n).padStart(2, '0')} %)`;
}

function NodeSummary({
  node,
  network,
}: {
  readonly node: NodeChoice;
  readonly network: ReturnType<typeof useFlowNetwork>['id'];
}) {
  const verified = verifiedNodeName(network, node.id);
  return (
    <>
      <strong>{verified ?? `${roleName(node.role)} node`}</strong>
      {verified ? <span className="muted"> · {roleName(node.role)} node (verified)</span> : null} ·{' '}
      <NodeId id={node.id} /> · {nodeHost(node.networkingAddress)} · operator’s stake{' '}
      {formatFlow(node.tokensStaked)} FLOW · {node.delegatorCount}{' '}
      {node.delegatorCount === 1 ? 'delegator' : 'delegators'}
    </>
  );
}

/** A page of the staked nodes that take delegators, to choose one from. */
function NodePicker({
  chosen,
  onChoose,
  amount,
}: {
  readonly chosen: string;
  readonly onChoose: (id: string) => void;
  readonly amount: bigint;
}) {
  const { id: network } = useFlowNetwork();
  const [start, setStart] = useState(0);
  const [previous, setPrevious] = useState<readonly number[]>([]);
  const page = useStakingNodes({ ids: null, start, limit: PAGE_SIZE });
  const labelId = useId();
  if (page.isPending) return <p className="muted small">Reading the staked nodes…</p>;
  if (page.isError) {
    return (
      <p className="field__error" role="alert">
        The staked nodes could not be read: paste a node id below instead.
      </p>
    );
  }
  const { nodes, next } = page.data;
  return (
    <fieldset className="staking__nodes" aria-labelledby={labelId}>
      <legend id={labelId}>Staked nodes</legend>
      <p className="muted small" data-testid="staking-cut">
        {cutText(page.data.delegatorCut)}
      </p>
      {nodes.length === 0 ? (
        <p className="muted small" data-testid="staking-no-nodes">
          No staked node takes delegators on this page of the network’s list.
        </p>
      ) : (
        <ul className="staking__list">
          {nodes.map((node) => (
            <li key={node.id}>
              <label className="staking__node" data-testid="staking-node">
                <input
                  type="radio"
                  name="staking-node"
                  value={node.id}
                  checked={chosen === node.id}
                  disabled={!node.takesDelegators}
                  onChange={() => onChoose(node.id)}
                />
                <span>
                  <NodeSummary node={node} network={network} />
                  {node.takesDelegators ? null : (
                    <span className="muted"> · takes no delegators now</span>
                  )}
                  {amount > 0n ? (
                    <span className="small muted" data-testid="staking-node-estimate">
                      {' '}
                      · {estimateText(page.data, amount, network === 'local')}
                    </span>
                  ) : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <div className="row">
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={previous.length === 0}
          onClick={() => {
            setStart(previous.at(-1) ?? 0);
            setPrevious(previous.slice(0, -1));
          }}
        >
          Previous nodes
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={next === null}
          onClick={() => {
            if (next === null) return;
            setPrevious([...previous, start]);
            setStart(next);
          }}
        >
          More nodes
        </button>
      </div>
    </fieldset>
  );
}

/** What is wrong with a node id, as typed, once the chain has been asked about it. */
function nodeIdError(
  typed: string,
  checked: ReturnType<typeof useStakingNodes>,
  staking: AccountStaking,
): { readonly error: string | null; readonly node: NodeChoice | null } {
  if (!typed) return { error: 'Choose a node, or paste its id.', node: null };
  if (!NODE_ID.test(typed)) {
    return { error: 'A node id is 64 hexadecimal digits (0–9, a–f).', node: null };
  }
  if (collectionDelegatesTo(staking, typed)) {
    return {
      error: 'You already delegate to this node: use Stake more on that delegation instead.',
      node: null,
    };
  }
  if (checked.isError) return { error: 'The node could not be read. Try again.', node: null };
  const node = checked.data?.nodes.find((candidate) => candidate.id === typed) ?? null;
  if (checked.data?.unknown.includes(typed)) {
    return { error: 'No node has this id on this network.', node: null };
  }
  if (!node) return { error: null, node: null };
  if (node.role === 5) return { error: 'Access nodes take no delegators.', node };
  if (!node.takesDelegators) {
    return {
      error: 'This node takes no delegators now: its operator’s stake is below its role’s minimum.',
      node,
    };
  }
  return { error: null, node };
}

/** SCO.02: a new delegation to a node the user chooses (or pastes), with an amount. */
function Delegate({
  address,
  staking,
}: {
  readonly address: string;
  readonly staking: AccountStaking;
}) {
  const transactions = useStakingTransactions();
  const { id: network } = useFlowNetwork();
  const { draft, update, steps, submitReview, shownError } = useStakingForm(address, 'delegate');
  const summary = useAccountSummary(address);
  const feeReserve = useFeeReserve(computeLimit(transactions.registerDelegator.computation));
  const spendable = spendableFlow(summary.data?.availableBalance ?? 0n, feeReserve);

  const typedId = draft.nodeId.trim().toLowerCase();
  const checked = useStakingNodes(
    NODE_ID.test(typedId) ? { ids: [typedId], start: 0, limit: 1 } : null,
  );
  const { error: nodeError, node } = nodeIdError(typedId, checked, staking);

  const minimum = staking.delegatorMinimum;
  const amountCheck = checkUFix64Amount(
    draft.amount,
    spendable,
    (max) =>
      `More than you can delegate: at most ${formatFlow(max)} FLOW (your available FLOW less ${formatFlow(feeReserve)} FLOW kept for the transaction fee).`,
  );
  const amountError =
    'error' in amountCheck
      ? amountCheck.error
      : amountCheck.amount < minimum
        ? `A delegation starts with at least ${formatFlow(minimum)} FLOW, the network’s delegator minimum.`
        : null;
  const amount = 'amount' in amountCheck && amountError === null ? amountCheck.amount : null;

  const plan = useMemo(
    () =>
      amount === null || node === null || nodeError !== null || !staking.stakingEnabled
        ? null
        : planDelegate(transactions, node.id, amount),
    [amount, node, nodeError, staking.stakingEnabled, transactions],
  );
  const verified = node ? verifiedNodeName(network, node.id) : null;
  const estimate =
    checked.data && amount !== null
      ? estimateText(checked.data, amount, network === 'local')
      : null;

  return (
    <TransactionFlow
      steps={steps}
      review={
        plan &&
        node && {
          plan,
          facts: [
            { label: 'Node', value: node.id },
            {
              label: 'Operator',
              value:
                verified ??
                `Not on Flowdeck’s verified list; host ${nodeHost(node.networkingAddress)}`,
            },
            { label: 'Role', value: `${roleName(node.role)} node` },
            ...(checked.data
              ? [{ label: 'Node’s cut', value: cutText(checked.data.delegatorCut) }]
              : []),
            ...(estimate ? [{ label: 'Estimated rewards', value: estimate }] : []),
            {
              label: 'What happens',
              value:
                'The FLOW leaves your vault now and is committed to the node: it is staked, and starts to earn, from the next epoch. To get it back, you unstake it, which takes until the end of the following epoch.',
            },
          ],
        }
      }
      submitted={(submitted) => <StakingSubmitted submitted={submitted} onNew={steps.startOver} />}
      reads={{
        queries: [summary],
        loading: 'Reading your FLOW balance…',
        failed: 'Your FLOW balance could not be read.',
      }}
    >
      <ReviewForm label="Delegate to a node" onSubmit={submitReview(plan)}>
        {staking.stakingEnabled ? null : (
          <p className="field__error" role="alert">
            The staking auction is closed until the next epoch starts: no one can delegate now.
          </p>
        )}
        <NodePicker
          chosen={typedId}
          onChoose={(id) => update({ nodeId: id })}
          amount={amount ?? 0n}
        />
        <TextField
          label="Node id"
          value={draft.nodeId}
          onChange={(nodeId) => update({ nodeId })}
          error={shownError(nodeError, draft.nodeId)}
          note={
            node
              ? `${verified ?? `${roleName(node.role)} node, not on Flowdeck’s verified list`} · ${nodeHost(node.networkingAddress)}`
              : 'Chosen above, or pasted from the node’s operator.'
          }
          placeholder="64 hexadecimal digits"
          testId="staking-node-id"
        />
        <StakingAmountField
          value={draft.amount}
          onChange={(amount) => update({ amount })}
          error={shownError(amountError, draft.amount)}
          note={`From ${formatFlow(minimum)} FLOW (the delegator minimum) to ${formatFlow(spendable)} FLOW (your available FLOW less the fee).${estimate ? ` Estimate, if the chain’s payout and total stake stay as they are: ${estimate}.` : ''}`}
          max={spendable}
        />
        <button type="submit" className="button">
          Review
        </button>
      </ReviewForm>
    </TransactionFlow>
  );
}

/** A new delegation: the staking collection first where the account has none. */
export function DelegateForm({
  address,
  staking,
}: {
  readonly address: string;
  readonly staking: AccountStaking;
}) {
  return (
    <>
      <SetupStaking address={address} needed={!staking.hasCollection} reason="first-use" />
      {staking.hasCollection ? <Delegate address={address} staking={staking} /> : null}
    </>
  );
}
