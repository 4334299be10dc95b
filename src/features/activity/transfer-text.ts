import { contractLabel, shownIdentifier } from '../../components/ui/contract-label.ts';
import { shortenAddress } from '../../components/ui/shorten-address.ts';
import type { FlowNetwork } from '../../flow/networks.ts';
import { knownTokens, tokenContractOf } from '../../flow/tokens/token-identity.ts';
import type { AccountTransfer, TransferAsset } from '../../flow/transfers/account-transfer.ts';
import { contractOfType } from '../../flow/type-contract.ts';
import { formatUFix64Display } from '../../flow/ufix64.ts';

export interface AssetName {
  /** What to call it: FLOW or a verified token's symbol, else its contract and address. */
  readonly label: string;
  /** FLOW, or a token on the network's verified list; anything else is only its contract. */
  readonly verified: boolean;
}

/**
 * An asset named from its type identifier alone (the chain's type system: a token's own
 * metadata could claim any name). An NFT is named by its collection's contract.
 */
export function assetName(asset: TransferAsset, network: FlowNetwork): AssetName {
  if (asset.kind === 'token') {
    const known = knownTokens(network).find((token) => token.identifier === asset.type);
    if (known) return { label: known.symbol, verified: true };
    const contract = tokenContractOf(asset.type);
    return {
      label: contract ? contractLabel(contract) : shownIdentifier(asset.type),
      verified: false,
    };
  }
  const contract = contractOfType(asset.type, 'NFT');
  return {
    label: contract ? contractLabel(contract) : shownIdentifier(asset.type),
    verified: false,
  };
}

/** The amount as people read it: `12.34567891` for a token, `#42` for an NFT. */
export const assetAmount = (asset: TransferAsset): string =>
  asset.kind === 'token' ? formatUFix64Display(asset.amount) : `#${asset.id}`;

/** "Received 5.0 FLOW from 0x01cf…5450", "Sent Kitties · 0x1234…cdef #42 to …". */
export function transferSentence(transfer: AccountTransfer, network: FlowNetwork): string {
  const { label } = assetName(transfer.asset, network);
  const what =
    transfer.asset.kind === 'token'
      ? `${assetAmount(transfer.asset)} ${label}`
      : `${label} ${assetAmount(transfer.asset)}`;
  const verb = transfer.direction === 'in' ? 'Received' : 'Sent';
  if (!transfer.counterparty) return `${verb} ${what}`;
  const preposition = transfer.direction === 'in' ? 'from' : 'to';
  return `${verb} ${what} ${preposition} ${shortenAddress(transfer.counterparty)}`;
}
