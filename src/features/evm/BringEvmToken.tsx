import { useMemo } from 'react';
import * as v from 'valibot';
import { formatUnits } from 'viem';
import { draftText } from '../../components/transaction-flow/draft-schemas.ts';
import { ReviewForm, TextField } from '../../components/transaction-flow/form-fields.tsx';
import { TransactionFlow } from '../../components/transaction-flow/TransactionFlow.tsx';
import { LoadingLine } from '../../components/ui/LoadingLine.tsx';
import { QueryErrorAlert } from '../../components/ui/QueryErrorAlert.tsx';
import type { EvmAssetInfo } from '../../flow/cadence/scripts/get_evm_asset_info.ts';
import { onboardEvmAssetTransaction } from '../../flow/cadence/transactions/onboard_evm_asset.ts';
import { formatFlow } from '../../flow/flow-amounts.ts';
import { useBridgeQuote } from '../../flow/react/useBridgeQuote.ts';
import { useEvmAssetInfo } from '../../flow/react/useEvmAssetInfo.ts';
import { checkEvmTokenAmount, evmAmountNote, splitEvmBalance } from './amount-checks.ts';
import { BridgeFeeNotice, feeFacts } from './BridgeFeeNotice.tsx';
import { bridgeDirectionFact } from './bridge-direction.ts';
import { checkBridgeFee, feeNotCovered } from './bridge-fee.ts';
import { planOnboarding, planTokensFromEvm, tokenLabel } from './bridge-plans.ts';
import { EvmSubmitted } from './EvmSubmitted.tsx';
import { EvmTokenDetails, OnboardingNotice } from './EvmTokenDetails.tsx';
import { checkEvmContract } from './evm-contract.ts';
import { type EvmActionProps, useEvmForm } from './useEvmForm.ts';

const BringDraft = v.object({ contract: draftText(100), amount: draftText(100) });

const EMPTY: v.InferOutput<typeof BringDraft> = { contract: '', amount: '' };

/** Why this contract's token cannot be brought over here, or null. */
function assetProblem(info: EvmAssetInfo): string | null {
  if (info.kind === 'erc721') {
    return 'This is an NFT contract (ERC-721): this form brings ERC-20 tokens.';
  }
  if (info.kind !== 'erc20' || info.decimals === null) {
    return 'This contract does not answer as an ERC-20 token (name, symbol, decimals, balanceOf), so the bridge cannot carry it.';
  }
  if (info.paused) {
    return 'The bridge is paused by its operators: nothing can cross between Cadence and EVM until it resumes.';
  }
  if (info.requiresOnboarding === null) {
    return 'The bridge cannot carry this contract’s token.';
  }
  if (!info.requiresOnboarding && !info.associatedType) {
    return 'The bridge knows this contract but names no Cadence token type for it.';
  }
  return null;
}

/**
 * Bring an EVM-native ERC-20 to Cadence by its contract address: onboard it to the bridge first
 * when the bridge does not know it yet, then bridge an amount from the COA.
 */
export function BringEvmToken({ address, availableFlow }: EvmActionProps) {
  const { draft, update, steps, submitReview, shownError } = useEvmForm(
    'bring',
    address,
    EMPTY,
    BringDraft,
  );
  const contractCheck = checkEvmContract(draft.contract);
  const contract = 'contract' in contractCheck ? contractCheck.contract : null;
  const info = useEvmAssetInfo(address, contract);
  const asset = info.data ?? null;
  const problem = asset ? assetProblem(asset) : null;
  const onboarding = asset !== null && !problem && asset.requiresOnboarding === true;
  const associatedType = asset && !problem && !onboarding ? asset.associatedType : null;
  const label = asset ? tokenLabel(asset.symbol ?? '', asset.name ?? '') : '';
  const decimals = asset?.decimals ?? 0;
  const balance = asset?.coaBalance ?? 0n;

  const quote = useBridgeQuote(associatedType);
  const fee = useMemo(
    () => (quote.data ? checkBridgeFee(quote.data, 1, availableFlow, 'from-evm') : null),
    [quote.data, availableFlow],
  );
  const onboardFee = asset?.onboardFee ?? 0n;
  const onboardNotCovered = onboarding ? feeNotCovered(availableFlow, onboardFee) : null;
  const amountCheck = associatedType
    ? checkEvmTokenAmount(draft.amount, { decimals, balance, symbol: label })
    : null;
  const amount = amountCheck && 'amount' in amountCheck ? amountCheck.amount : null;

  const plan = useMemo(() => {
    if (contract && onboarding && !onboardNotCovered) {
      return planOnboarding(contract, label, onboardFee);
    }
    if (associatedType && amount !== null && fee?.estimate && !fee.notCovered) {
      return planTokensFromEvm(
        { identifier: associatedType, label, decimals },
        amount,
        fee.estimate.total,
      );
    }
    return null;
  }, [
    contract,
    onboarding,
    onboardNotCovered,
    label,
    onboardFee,
    associatedType,
    amount,
    fee,
    decimals,
  ]);

  const onboardingFacts = [
    {
      label: 'Onboarding fee (estimate)',
      value: `${formatFlow(onboardFee)} FLOW`,
      testId: 'review-onboarding-fee',
    },
    { label: 'Most the bridge may take (maxFee)', value: `${formatFlow(onboardFee)} FLOW` },
  ];
  const contractError = shownError(
    'error' in contractCheck ? contractCheck.error : null,
    draft.contract,
  );
  const amountError = shownError(
    amountCheck && 'error' in amountCheck ? amountCheck.error : null,
    draft.amount,
  );
  const { movable, dust } = splitEvmBalance(balance, decimals);
  return (
    <TransactionFlow
      steps={steps}
      review={
        plan && {
          plan,
          options: { keepDraft: onboarding },
          facts: [
            { label: 'ERC-20 contract', value: contract ?? '' },
            ...(onboarding
              ? onboardingFacts
              : [
                  bridgeDirectionFact('from-evm'),
                  { label: 'Token type', value: associatedType ?? '' },
                  ...(fee ? feeFacts(fee) : []),
                ]),
          ],
        }
      }
      submitted={(submitted) => (
        <EvmSubmitted
          submitted={submitted}
          onNew={steps.startOver}
          newLabel={
            submitted.plan.cadence === onboardEvmAssetTransaction.cadence
              ? 'Continue'
              : 'Bring more'
          }
        />
      )}
    >
      <ReviewForm label="Bring an EVM token" onSubmit={submitReview(plan)}>
        <p className="field__note">
          A token that started on Flow EVM (an ERC-20) reaches Cadence through the bridge. Your
          Cadence account gets a vault for it on the first transfer.
        </p>
        <TextField
          label="ERC-20 contract address"
          value={draft.contract}
          onChange={(value) => update({ contract: value, amount: '' })}
          error={contractError}
          placeholder="0x… (40 hex digits)"
          testId="evm-token-contract"
        />
        {contract && info.error ? (
          <QueryErrorAlert title="The contract could not be read." query={info} />
        ) : contract && info.isPending ? (
          <LoadingLine>Reading the contract…</LoadingLine>
        ) : null}
        {asset ? <EvmTokenDetails asset={asset} label={label} /> : null}
        {problem ? (
          <p className="field__error" role="alert" data-testid="evm-token-problem">
            {problem}
          </p>
        ) : null}
        {onboarding ? <OnboardingNotice fee={onboardFee} notCovered={onboardNotCovered} /> : null}
        {associatedType ? (
          <>
            <TextField
              label={`Amount (${label})`}
              value={draft.amount}
              onChange={(amount) => update({ amount })}
              error={amountError}
              note={evmAmountNote(decimals, dust, label)}
              inputMode="decimal"
              placeholder="0.0"
              onMax={() => update({ amount: formatUnits(movable, decimals) })}
              testId="evm-token-amount"
            />
            <BridgeFeeNotice quote={quote} fee={fee} />
          </>
        ) : null}
        <button
          type="submit"
          className="button"
          disabled={Boolean(problem) || Boolean(fee?.unavailable && associatedType)}
        >
          {onboarding ? 'Review onboarding' : 'Review'}
        </button>
      </ReviewForm>
    </TransactionFlow>
  );
}
