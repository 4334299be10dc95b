import { useMemo } from 'react';
import {
  LookAlikeWarning,
  savedAsFacts,
} from '../../components/address-book/recipient-contact.tsx';
import { checkRecipient } from '../../components/transaction-flow/recipient.ts';
import { TransactionFlow } from '../../components/transaction-flow/TransactionFlow.tsx';
import { useTransactionsBlocked } from '../../components/transaction-flow/useTransactionsBlocked.ts';
import { UnavailableAssetsNote } from '../../components/ui/UnavailableAssets.tsx';
import { flowTokenVaultIdentifier } from '../../flow/contracts.ts';
import type { FlowNetwork } from '../../flow/networks.ts';
import { describeShortfall, payerShortfall } from '../../flow/payer-check.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { useAccountSummary } from '../../flow/react/useAccountSummary.ts';
import { useAddressBook } from '../../flow/react/useAddressBook.ts';
import { useCanReceiveToken } from '../../flow/react/useCanReceiveToken.ts';
import { useFeeReserve } from '../../flow/react/useFeeReserve.ts';
import { useFlowNetwork } from '../../flow/react/useFlowNetwork.ts';
import { useTokenVaults } from '../../flow/react/useTokenVaults.ts';
import { spendableFlow } from '../../flow/spendable-flow.ts';
import { sortTokenVaults } from '../tokens/token-vaults.ts';
import { checkAmount } from './amount.ts';
import { SendForm } from './SendForm.tsx';
import { SendSubmitted } from './SendSubmitted.tsx';
import { useSendForm } from './send-draft.ts';
import { planSend, type SendAsset, sendComputeLimit } from './send-plan.ts';
import { tokenFacts } from './token-facts.ts';
import '../../components/ui/form.css';
import './send.css';
import { storageKey } from '../../flow/storage-key.ts';

/** What the send screens take from the route. */
export interface SendPageProps {
  readonly address: string;
  readonly labelOf: (network: FlowNetwork) => string;
}

/** Send FLOW or a token: form → review of exactly what is signed → wallet → live status. */
export function SendPage({ address, labelOf }: SendPageProps) {
  const { network } = useFlowContext('SendPage');
  const { label: networkLabel } = useFlowNetwork();
  const vaults = useTokenVaults(address);
  const summary = useAccountSummary(address);
  const { draft, update, steps, submitReview, shownError } = useSendForm(
    storageKey(network, address, 'send-draft'),
  );

  const flowIdentifier = flowTokenVaultIdentifier(network);
  const tokens = useMemo(
    () =>
      sortTokenVaults(vaults.data?.items ?? [], network).filter(
        (vault) => vault.identifier !== flowIdentifier && vault.balance > 0n,
      ),
    [vaults.data, flowIdentifier, network],
  );
  const token = tokens.find((vault) => vault.identifier === draft.asset);
  const asset: SendAsset = token
    ? { kind: 'token', vault: token, symbol: token.symbol }
    : { kind: 'flow' };
  const symbol = asset.kind === 'flow' ? 'FLOW' : asset.symbol;
  const recipientCheck = checkRecipient(draft.recipient, network, labelOf);
  const recipient = 'recipient' in recipientCheck ? recipientCheck.recipient : null;
  const feeReserve = useFeeReserve(sendComputeLimit(asset, recipient));
  const flowSpendable = summary.data
    ? spendableFlow(summary.data.availableBalance, feeReserve)
    : 0n;
  const spendable = asset.kind === 'flow' ? flowSpendable : asset.vault.balance;
  const receiverPath =
    asset.kind === 'flow' ? '/public/flowTokenReceiver' : asset.vault.receiverPath;
  const canReceive = useCanReceiveToken(
    recipient?.kind === 'cadence' ? recipient.address : null,
    receiverPath,
  );
  // Your own Cadence address, or your own EVM account: you pay a fee and nothing arrives.
  const toSelf =
    recipient !== null &&
    (recipient.kind === 'cadence'
      ? recipient.address === address
      : recipient.address.toLowerCase() === summary.data?.coa?.address.toLowerCase());
  const recipientError =
    'error' in recipientCheck
      ? recipientCheck.error
      : recipient?.kind === 'evm' && asset.kind === 'token'
        ? 'Tokens are sent to Cadence addresses here; to move a token to Flow EVM, bridge it.'
        : canReceive.data === false
          ? `This account cannot receive ${symbol}: it has no ${symbol} receiver, so the transaction would fail.`
          : toSelf && !draft.toSelfConfirmed
            ? 'This is your own address: you would pay a fee and gain nothing. Tick the box below if you mean it.'
            : null;
  const recipientNote = recipient
    ? recipient.kind === 'evm'
      ? 'An EVM address on Flow EVM. You need no EVM account of your own to send FLOW there.'
      : toSelf
        ? 'This is your own address.'
        : `A Cadence address on ${networkLabel}.`
    : null;
  // With no FLOW to spare at all, "at most 0 FLOW" says why: the fee's maximum and the reserve.
  const noFlowToSend =
    asset.kind === 'flow' && summary.data && flowSpendable === 0n
      ? payerShortfall(summary.data, 0n, feeReserve)
      : null;
  const amountCheck = checkAmount(
    draft.amount,
    spendable,
    symbol,
    noFlowToSend ? describeShortfall(noFlowToSend) : undefined,
  );
  const amount = 'amount' in amountCheck ? amountCheck.amount : null;
  const amountError = 'error' in amountCheck ? amountCheck.error : null;
  const blocked = useTransactionsBlocked();
  const { book } = useAddressBook();

  const plan = useMemo(
    () =>
      recipient && amount !== null && !recipientError ? planSend(asset, recipient, amount) : null,
    [asset, recipient, amount, recipientError],
  );

  return (
    <TransactionFlow
      steps={steps}
      review={
        plan && recipient
          ? {
              plan,
              summaryTestId: 'send-summary',
              facts: [
                ...(asset.kind === 'token' ? tokenFacts(asset.vault, network) : []),
                ...savedAsFacts(book, recipient.address),
                {
                  label: 'Recipient',
                  value: toSelf
                    ? `Your own ${recipient.kind === 'evm' ? 'EVM account' : 'address'}: you send to yourself`
                    : recipient.kind === 'evm'
                      ? 'EVM address (Flow EVM)'
                      : 'Cadence address',
                },
              ],
              options: { detail: recipient.address },
              children: <LookAlikeWarning book={book} address={recipient.address} />,
            }
          : null
      }
      reads={{
        queries: [vaults, summary],
        loading: 'Loading your balances…',
        failed: 'Your balances could not be read.',
      }}
      submitted={(submitted) => <SendSubmitted submitted={submitted} onNew={steps.startOver} />}
    >
      <SendForm
        draft={draft}
        onChange={update}
        tokens={tokens}
        network={network}
        flowSpendable={flowSpendable}
        symbol={symbol}
        spendable={spendable}
        recipientError={shownError(recipientError, draft.recipient)}
        recipientNote={recipientNote}
        toSelf={toSelf}
        amountError={shownError(amountError, draft.amount)}
        blocked={blocked}
        onSubmit={submitReview(blocked ? null : plan)}
      />
      <UnavailableAssetsNote assets={vaults.data?.unavailable ?? []} />
    </TransactionFlow>
  );
}
