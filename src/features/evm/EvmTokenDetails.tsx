import { formatUnits } from 'viem';
import { displayText } from '../../components/ui/plain-text.ts';
import type { EvmAssetInfo } from '../../flow/cadence/scripts/get_evm_asset_info.ts';
import { formatFlow } from '../../flow/flow-amounts.ts';

/** What the contract says about itself (untrusted), and what the COA holds of it. */
export function EvmTokenDetails({
  asset,
  label,
}: {
  readonly asset: EvmAssetInfo;
  readonly label: string;
}) {
  return (
    <dl className="figures" data-testid="evm-token-info">
      <div>
        <dt>Token</dt>
        {asset.kind !== 'unknown' && asset.name === null && asset.symbol === null ? (
          // get_evm_asset_info.cdc reads both with a dry call: nil means the call reverted.
          <dd data-testid="evm-token-names-failed">
            Name unavailable: its contract failed when asked for its name and symbol.
          </dd>
        ) : (
          <dd>
            <bdi>{displayText(asset.name, 60) || 'Unnamed'}</bdi> (
            <bdi>{displayText(asset.symbol, 12) || '—'}</bdi>)
          </dd>
        )}
      </div>
      {asset.decimals !== null ? (
        <div>
          <dt>Decimals on EVM</dt>
          <dd>{asset.decimals}</dd>
        </div>
      ) : null}
      {asset.coaBalance !== null && asset.kind === 'erc20' ? (
        <div>
          <dt>Your EVM account holds</dt>
          <dd data-testid="evm-token-balance">
            {formatUnits(asset.coaBalance, asset.decimals ?? 0)} {label}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** Why onboarding comes first, what it costs, and whether the available FLOW covers it. */
export function OnboardingNotice({
  fee,
  notCovered,
}: {
  /** UFix64 units. */
  readonly fee: bigint;
  readonly notCovered: string | null;
}) {
  return (
    <div className="onboarding" data-testid="onboarding-explainer">
      <h3>Onboarding comes first</h3>
      <p>
        The bridge has not carried this token before. Onboarding registers it with the bridge, which
        deploys a Cadence token contract paired with this ERC-20; from then on anyone can bridge it.
        It is a transaction of its own: once it is sealed, come back here to bring your tokens over.
      </p>
      <p data-testid="onboarding-fee">
        Onboarding fee: <strong>{formatFlow(fee)} FLOW</strong>, paid to the bridge from your FLOW
        vault; your wallet authorises at most that amount.
      </p>
      {notCovered ? (
        <p className="field__error" role="alert" data-testid="bridge-fee-error">
          {notCovered}
        </p>
      ) : null}
    </div>
  );
}
