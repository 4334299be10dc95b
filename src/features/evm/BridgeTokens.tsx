import { useMemo } from 'react';
import { Link } from 'react-router';
import { formatUnits } from 'viem';
import { LoadingLine } from '../../components/ui/LoadingLine.tsx';
import { displayText, isolate } from '../../components/ui/plain-text.ts';
import { QueryErrorAlert } from '../../components/ui/QueryErrorAlert.tsx';
import { UnavailableAssetsNote } from '../../components/ui/UnavailableAssets.tsx';
import { storedText } from '../../components/ui/use-session-draft.ts';
import { checkUFix64Amount } from '../../flow/amount-check.ts';
import type { TokenVault } from '../../flow/cadence/scripts/get_token_vaults.ts';
import { flowTokenVaultIdentifier } from '../../flow/contracts.ts';
import { formatFlow } from '../../flow/flow-amounts.ts';
import { useBridgeQuote } from '../../flow/react/evm-hooks.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { useTokenVaults } from '../../flow/react/useTokenVaults.ts';
import { checkEvmTokenAmount, evmAmountNote, splitEvmBalance } from './amount-checks.ts';
import { BridgeFeeNotice, feeFacts } from './BridgeFeeNotice.tsx';
import { BRIDGE_DIRECTIONS, bridgeDirectionFact } from './bridge-direction.ts';
import { type BridgeDirection, checkBridgeFee } from './bridge-fee.ts';
import { planTokensFromEvm, planTokensToEvm, tokenLabel } from './bridge-plans.ts';
import { EvmReview } from './EvmReview.tsx';
import { EvmSubmitted } from './EvmSubmitted.tsx';
import { DirectionPicker, ReviewForm, SelectField, TextField } from './form-fields.tsx';
import { type EvmActionProps, useEvmForm } from './use-evm-form.ts';

interface TokenDraft {
  readonly direction: BridgeDirection;
  /** The vault's type identifier. */
  readonly vault: string;
  readonly amount: string;
}

const EMPTY: TokenDraft = { direction: 'to-evm', vault: '', amount: '' };

function parseDraft(stored: unknown): TokenDraft | null {
  const direction = storedText(stored, 'direction', 10);
  const vault = storedText(stored, 'vault', 200);
  const amount = storedText(stored, 'amount', 100);
  if (vault === null || amount === null) return null;
  return { direction: direction === 'from-evm' ? 'from-evm' : 'to-evm', vault, amount };
}

/** What a vault can bridge in a direction: its Cadence balance, or its EVM one. */
const holdsOn = (direction: BridgeDirection) => (vault: TokenVault) =>
  direction === 'to-evm'
    ? vault.balance > 0n
    : vault.evm !== null && vault.evm.contract !== null && vault.evm.balance > 0n;

/** Bridge a fungible token between the Cadence vault and the COA, either way. */
export function BridgeTokens({ address, availableFlow }: EvmActionProps) {
  const { network } = useFlowContext('BridgeTokens');
  const vaults = useTokenVaults(address);
  const { draft, setDraft, steps } = useEvmForm('tokens', address, EMPTY, parseDraft);
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
      ? planTokensToEvm({ identifier: token.identifier, label }, amount, fee.estimate.total)
      : planTokensFromEvm(
          { identifier: token.identifier, label, decimals: token.evm?.decimals ?? 0 },
          amount,
          fee.estimate.total,
        );
  }, [token, label, amount, fee, draft.direction]);

  if (steps.submitted) return <EvmSubmitted steps={steps} newLabel="Bridge more tokens" />;
  if (steps.step === 'review' && plan && fee) {
    return (
      <EvmReview
        plan={plan}
        steps={steps}
        facts={[
          bridgeDirectionFact(draft.direction),
          { label: 'Token type', value: token?.identifier ?? '' },
          ...feeFacts(fee),
        ]}
      />
    );
  }
  if (vaults.isPending) {
    return <LoadingLine>Loading your tokens…</LoadingLine>;
  }
  if (vaults.error) {
    return <QueryErrorAlert title="Your tokens could not be read." query={vaults} />;
  }

  const show = (error: string | null, value: string) => (steps.showErrors || value ? error : null);
  const tokenError = token ? null : 'Choose a token.';
  const amountError = amountCheck && 'error' in amountCheck ? amountCheck.error : null;
  const evmDust =
    token?.evm && draft.direction === 'from-evm'
      ? splitEvmBalance(token.evm.balance, token.evm.decimals).dust
      : 0n;
  return (
    <ReviewForm label="Bridge tokens" onReview={() => steps.review(plan)}>
      <DirectionPicker
        value={draft.direction}
        onChange={(direction) => setDraft({ ...draft, direction, amount: '' })}
        options={BRIDGE_DIRECTIONS}
      />
      <UnavailableAssetsNote assets={vaults.data.unavailable} />
      <p className="field__note">
        FLOW itself is not bridged: it moves natively between your Cadence vault and your EVM
        account under <Link to="?action=move">Move FLOW</Link>.
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
          onChange={(vault) => setDraft({ ...draft, vault, amount: '' })}
          error={show(tokenError, draft.vault)}
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
            onChange={(value) => setDraft({ ...draft, amount: value })}
            error={show(amountError, draft.amount)}
            note={
              draft.direction === 'to-evm'
                ? `Up to ${formatFlow(token.balance)} ${label}.`
                : evmAmountNote(token.evm?.decimals ?? 0, evmDust, label)
            }
            inputMode="decimal"
            placeholder="0.0"
            onMax={() =>
              setDraft({
                ...draft,
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
}
