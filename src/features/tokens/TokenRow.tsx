import { formatUnits } from 'viem';
import { displayText } from '../../components/ui/plain-text.ts';
import { TokenLogo } from '../../components/ui/TokenLogo.tsx';
import type { TokenVault } from '../../flow/cadence/scripts/get_token_vaults.ts';
import type { FlowNetwork } from '../../flow/networks.ts';
import { formatUFix64Display } from '../../flow/ufix64.ts';
import { TokenOrigin } from './TokenOrigin.tsx';

export function TokenRow({
  vault,
  network,
}: {
  readonly vault: TokenVault;
  readonly network: FlowNetwork;
}) {
  const name = displayText(vault.name, 80) || 'Unnamed token';
  const symbol = displayText(vault.symbol, 16);
  return (
    <li className="token-row" data-testid="token-row">
      <TokenLogo src={vault.logo} symbol={vault.symbol} identifier={vault.identifier} />
      <div className="token-row__name">
        <bdi className="token-row__title">{name}</bdi>
        <bdi className="muted small" title={vault.identifier}>
          {symbol}
        </bdi>
        <TokenOrigin token={vault} network={network} />
      </div>
      <div className="token-row__amounts">
        <span data-testid="token-balance">
          {formatUFix64Display(vault.balance)} <bdi>{symbol}</bdi>
        </span>
        {vault.evm ? (
          <span className="muted small" data-testid="token-evm-balance">
            {formatUnits(vault.evm.balance, vault.evm.decimals)} <bdi>{symbol}</bdi> on EVM
          </span>
        ) : null}
      </div>
    </li>
  );
}
