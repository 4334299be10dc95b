import { systemContractAddress } from '../contracts.ts';
import type { FlowNetwork } from '../networks.ts';

/** The network's own token standards' transfer events: what Activity listens to. */
export function transferEventTypes(network: FlowNetwork) {
  const ft = `A.${systemContractAddress(network, 'FungibleToken').slice(2)}.FungibleToken`;
  const nft = `A.${systemContractAddress(network, 'NonFungibleToken').slice(2)}.NonFungibleToken`;
  return {
    tokenDeposited: `${ft}.Deposited`,
    tokenWithdrawn: `${ft}.Withdrawn`,
    nftDeposited: `${nft}.Deposited`,
    nftWithdrawn: `${nft}.Withdrawn`,
  } as const;
}

export type TransferEventTypes = ReturnType<typeof transferEventTypes>;

/** The four types as a list, in the order they are asked for. */
export const transferEventTypeList = (network: FlowNetwork): readonly string[] =>
  Object.values(transferEventTypes(network));

/** Four: deposits and withdrawals of tokens and of NFTs. */
export const TRANSFER_EVENT_TYPE_COUNT = 4;
