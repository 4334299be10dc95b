import { formatUnits } from 'viem';
import { contractLabel } from '../../components/ui/contract-label.ts';
import { displayText } from '../../components/ui/plain-text.ts';
import { shortenAddress } from '../../components/ui/shorten-address.ts';
import { EVM_ADDRESSES } from '../../flow/evm-contracts.ts';
import type { FlowNetwork } from '../../flow/networks.ts';
import { lookAlikeKey } from '../../flow/tokens/look-alike.ts';
import { knownTokens, tokenContractOf } from '../../flow/tokens/token-identity.ts';
import { contractOfType } from '../../flow/type-contract.ts';
import { formatUFix64, formatUFix64Display } from '../../flow/ufix64.ts';
import type { RowAsset } from './activity-rows.ts';

export interface AssetName {
  /** What to call it: FLOW or a verified token's symbol, else its contract and address. */
  readonly label: string;
  /** FLOW, or a token on the network's verified list; anything else is only its contract. */
  readonly verified: boolean;
  /** The verified token whose symbol an unverified one copies, if any. */
  readonly imitates?: string;
}

const SYMBOL_LENGTH = 12;
// A type that names no contract came from a history source: untrusted, shown cut and cleaned.
const IDENTIFIER_LENGTH = 80;

/**
 * An asset named from what the chain's type system or contract address says (a token's own
 * metadata, or an explorer's symbol, could claim any name). An NFT is named by its contract.
 */
export function assetName(asset: RowAsset, network: FlowNetwork): AssetName {
  switch (asset.kind) {
    case 'token': {
      const known = knownTokens(network).find((token) => token.identifier === asset.type);
      if (known) return { label: known.symbol, verified: true };
      const contract = tokenContractOf(asset.type);
      return {
        label: contract ? contractLabel(contract) : displayText(asset.type, IDENTIFIER_LENGTH),
        verified: false,
        ...imitation(contract?.name ?? '', network),
      };
    }
    case 'nft': {
      const contract = contractOfType(asset.type, 'NFT');
      return {
        label: contract ? contractLabel(contract) : displayText(asset.type, IDENTIFIER_LENGTH),
        verified: false,
      };
    }
    case 'evm-flow':
      return { label: 'FLOW', verified: true };
    default: {
      const wflow = EVM_ADDRESSES[network].wflow?.toLowerCase();
      if (asset.kind === 'erc20' && asset.contract === wflow)
        return { label: 'WFLOW', verified: true };
      // The explorer's symbol is the token's own claim: shown short, beside its contract.
      const symbol = displayText(asset.symbol, SYMBOL_LENGTH) || 'Token';
      return {
        label: `${symbol} · ${shortenAddress(asset.contract)}`,
        verified: false,
        ...imitation(asset.symbol, network),
      };
    }
  }
}

/** The verified token an unverified name copies ("FlowToken" at another address, "USDC"). */
function imitation(name: string, network: FlowNetwork): { imitates?: string } {
  // The whole name, and its first word: "FLOW<img…>" shows as FLOW where it is cut.
  const keys = new Set([lookAlikeKey(name), lookAlikeKey(name.split(/[^\p{L}\s]/u)[0] ?? '')]);
  keys.delete('');
  const imitated = knownTokens(network).find((token) =>
    [token.symbol, token.name].some((word) => keys.has(lookAlikeKey(word))),
  );
  return imitated ? { imitates: imitated.symbol } : {};
}

/** The amount as people read it: `12.34567891` for a token, `#42` for an NFT. */
export function assetAmount(asset: RowAsset): string {
  switch (asset.kind) {
    case 'token':
      return formatUFix64Display(asset.amount);
    case 'evm-flow':
      return formatUnits(asset.amount, 18);
    case 'erc20':
      return formatUnits(asset.amount, asset.decimals);
    default:
      return `#${asset.id}`;
  }
}

/** The amount exact to the last digit, for the CSV: UFix64 with its 8 decimals, or the units'. */
export function exactAmount(asset: RowAsset): string {
  switch (asset.kind) {
    case 'token':
      return formatUFix64(asset.amount);
    case 'nft':
    case 'erc721':
      return '1';
    default:
      return assetAmount(asset);
  }
}

/** What the asset filter and CSV give as its contract: the type, or the EVM address. */
export function assetContract(asset: RowAsset): string {
  switch (asset.kind) {
    case 'token':
    case 'nft':
      return asset.type;
    case 'evm-flow':
      return 'FLOW (EVM native)';
    default:
      return asset.contract;
  }
}

/** "Received 5.0 FLOW from 0x01cf…5450", "Sent Kitties · 0x1234…cdef #42 to …". */
export function transferSentence(
  transfer: {
    readonly direction: 'in' | 'out';
    readonly asset: RowAsset;
    readonly counterparty: string | null;
  },
  network: FlowNetwork,
): string {
  const { label } = assetName(transfer.asset, network);
  const amount = assetAmount(transfer.asset);
  const what = amount.startsWith('#') ? `${label} ${amount}` : `${amount} ${label}`;
  const verb = transfer.direction === 'in' ? 'Received' : 'Sent';
  if (!transfer.counterparty) return `${verb} ${what}`;
  const preposition = transfer.direction === 'in' ? 'from' : 'to';
  return `${verb} ${what} ${preposition} ${shortenAddress(transfer.counterparty)}`;
}
