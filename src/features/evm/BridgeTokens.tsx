import { useMemo } from 'react';
import * as v from 'valibot';
import { formatUnits } from 'viem';
import { draftChoice, draftText } from '../../components/transaction-flow/draft-schemas.ts';
import {
  DirectionPicker,
  ReviewForm,
  SelectField,
  TextField,
} from '../../components/transaction-flow/form-fields.tsx';
import { TransactionFlow } from '../../components/transaction-flow/TransactionFlow.tsx';
import { displayText, isolate } from '../../components/ui/plain-text.ts';
import { SearchLink } from '../../components/ui/SearchLink.tsx';
import { UnavailableAssetsNote } from '../../components/ui/UnavailableAssets.tsx';
import { checkUFix64Amount } from '../../flow/amount-check.ts';
import type { TokenVault } from '../../flow/cadence/scripts/get_token_vaults.ts';
import { flowTokenVaultIdentifier } from '../../flow/contracts.ts';
import { formatFlow } from '../../flow/flow-amounts.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { useBridgeQuote } from '../../flow/react/useBridgeQuote.ts';
import { useTokenVaults } from '../../flow/react/useTokenVaults.ts';
import { checkEvmTokenAmount, evmAmountNote, splitEvmBalance } from './amount-checks.ts';
import { BridgeFeeNotice, feeFacts } from './BridgeFeeNotice.tsx';
import { BRIDGE_DIRECTIONS, bridgeDirectionFact } from './bridge-direction.ts';
import { BRIDGE_DIRECTION_IDS, type BridgeDirection, checkBridgeFee } from './bridge-fee.ts';
import { planTokensFromEvm, planTokensToEvm, tokenLabel } from './bridge-plans.ts';
import { EvmSubmitted } from './EvmSubmitted.tsx';
import { type EvmActionProps, useEvmForm } from './useEvmForm.ts';

const TokenDraft = v.object({
  direction: draftChoice(BRIDGE_DIRECTION_IDS),
  /** The vault's type identifier. */
  vault: draftText(200),
  amount: draftText(100),
});

const EMPTY: v.InferOutput<typeof TokenDraft> = { direction: 'to-evm', vault: '', amount: '' };

/** What a vault can bridge in a direction: its Cadence balance, or its EVM one. */
const holdsOn = (direction: BridgeDirection) => (vault: TokenVault) =>
  direction === 'to-evm'
    ? vault.balance > 0n
    : vault.evm !== null && vault.evm.contract !== null && vault.evm.balance > 0n;

/** Bridge a fungible token between the Cadence vault and the COA, either way. */
export function BridgeTokens({ address, availableFlow }: EvmActionProps) {
  const { network } = useFlowContext('BridgeTokens');
  const vaults = useTokenVaults(address);
  const { draft, update, steps, submitReview, shownError } = useEvmForm(
    'tokens',
    address,
    EMPTY,
    TokenDraft,
  );
  const flowIdentifier = flowTokenVaultIdentifier(network);
  const candidates = useMemo(
    () =>
      (vaults.data?.items ?? []).filter(
        (vault) => vault.identifier !== flowIdentifier && holdsOn(draft.direction)(vault),
      ),
    [vaults.data, flowIdentifier, draft.direction],
  );
  const token = candidates.find((vault) => vault.identifier === draft.vault) ?? null;
  const label = token ? tokenLabel(token.symbol, token.name) : '';
  const quote = useBridgeQuote(token?.identifier ?? null);

  const amountCheck = !token
    ? null
    : draft.direction === 'to-evm'
      ? checkUFix64Amount(
          draft.amount,
          token.balance,
          (max) => `More than you hold on Cadence: at most ${formatFlow(max)} ${label}.`,
        )
      : checkEvmTokenAmount(draft.amount, {
          decimals: token.evm?.decimals ?? 0,
          balance: token.evm?.balance ?? 0n,
          symbol: label,
        });
  const amount = amountCheck && 'amount' in amountCheck ? amountCheck.amount : null;
  const fee = useMemo(
    () => (quote.data ? checkBridgeFee(quote.data, 1, availableFlow, draft.direction) : null),
    [quote.data, availableFlow, draft.direction],
  );
  const plan = useMemo(() => {
    if (!token || amount === null || !fee?.estimate || fee.notCovered) return null;
    return draft.direction === 'to-evm'
      ? planTokensToEvm(
          { identifier: token.identifier, label },
          amount,
          fee.estimate.total,
          quote.data?.requiresOnboarding === true,
        )
      : planTokensFromEvm(
          { identifier: token.identifier, label, decimals: token.evm?.decimals ?? 0 },
          amount,
          fee.estimate.total,
        );
  }, [token, label, amount, fee, draft.direction, quote.data]);

  const tokenError = token ? null : 'Choose a token.';
  const amountError = amountCheck && 'error' in amountCheck ? amountCheck.error : null;
  const evmDust =
    token?.evm && draft.direction === 'from-evm'
      ? splitEvmBalance(token.evm.balance, token.evm.decimals).dust
      : 0n;
  const form = (
    <ReviewForm label="Bridge tokens" onSubmit={submitReview(plan)}>
      <DirectionPicker
        value={draft.direction}
        onChange={(direction) => update({ direction, amount: '' })}
        options={BRIDGE_DIRECTIONS}
      />
      <UnavailableAssetsNote assets={vaults.data?.unavailable ?? []} />
      <p className="field__note">
        FLOW itself is not bridged: it moves natively between your Cadence vault and your EVM
        account under <SearchLink search="?action=move">Move FLOW</SearchLink>.
      </p>
      {candidates.length === 0 ? (
        <p data-testid="bridge-no-tokens">
          {draft.direction === 'to-evm'
            ? 'You hold no token other than FLOW in your Cadence account.'
            : 'Your EVM account holds none of the tokens your Cadence account knows. To bring an EVM-native token, use “Bring an EVM token”.'}
        </p>
      ) : (
        <SelectField
          label="Token"
          value={token?.identifier ?? ''}
          onChange={(vault) => update({ vault, amount: '' })}
          error={shownError(tokenError, draft.vault)}
          placeholder="Choose a token…"
          options={candidates.map((vault) => ({
            value: vault.identifier,
            label: `${isolate(displayText(vault.name, 40) || vault.identifier)} (${isolate(displayText(vault.symbol, 12))}) — ${
              draft.direction === 'to-evm'
                ? formatFlow(vault.balance)
                : formatUnits(vault.evm?.balance ?? 0n, vault.evm?.decimals ?? 0)
            }`,
          }))}
          testId="bridge-token"
        />
      )}
      {token ? (
        <>
          <TextField
            label={`Amount (${label})`}
            value={draft.amount}
            onChange={(amount) => update({ amount })}
            error={shownError(amountError, draft.amount)}
            note={
              draft.direction === 'to-evm'
                ? `Up to ${formatFlow(token.balance)} ${label}.`
                : evmAmountNote(token.evm?.decimals ?? 0, evmDust, label)
            }
            inputMode="decimal"
            placeholder="0.0"
            onMax={() =>
              update({
                amount:
                  draft.direction === 'to-evm'
                    ? formatFlow(token.balance)
                    : formatUnits(
                        splitEvmBalance(token.evm?.balance ?? 0n, token.evm?.decimals ?? 0).movable,
                        token.evm?.decimals ?? 0,
                      ),
              })
            }
            testId="bridge-amount"
          />
          <BridgeFeeNotice quote={quote} fee={fee} />
        </>
      ) : null}
      <button type="submit" className="button" disabled={Boolean(fee?.unavailable)}>
        Review
      </button>
    </ReviewForm>
  );
  return (
    <TransactionFlow
      steps={steps}
      review={
        plan && fee
          ? {
              plan,
              facts: [
                bridgeDirectionFact(draft.direction),
                { label: 'Token type', value: token?.identifier ?? '' },
                ...feeFacts(fee),
              ],
            }
          : null
      }
      reads={{
        queries: [vaults],
        loading: 'Loading your tokens…',
        failed: 'Your tokens could not be read.',
      }}
      submitted={(submitted) => (
        <EvmSubmitted submitted={submitted} onNew={steps.startOver} newLabel="Bridge more tokens" />
      )}
    >
      {form}
    </TransactionFlow>
  );
}
