import type { CadenceValue } from '../cadence/json-cadence.ts';
import type { StorageDomain } from '../cadence/scripts/get_account_storage.ts';
import type { FlowNetwork } from '../networks.ts';

/** Query keys always start with the network, so no screen can show another network's data. */
export const flowQueryKeys = {
  all: (network: FlowNetwork) => ['flow', network] as const,
  query: (network: FlowNetwork, cadence: string, args: readonly CadenceValue[]) =>
    ['flow', network, 'query', cadence, args] as const,
  /** A read of an account's vaults or collections (useAssetList), by the read's name. */
  assets: (network: FlowNetwork, read: string, address: string) =>
    ['flow', network, 'assets', read, address.toLowerCase()] as const,
  accountSummary: (network: FlowNetwork, address: string) =>
    ['flow', network, 'accountSummary', address.toLowerCase()] as const,
  account: (network: FlowNetwork, address: string) =>
    ['flow', network, 'account', address.toLowerCase()] as const,
  accountStorage: (network: FlowNetwork, address: string, domain: StorageDomain, offset: number) =>
    ['flow', network, 'accountStorage', address.toLowerCase(), domain, offset] as const,
};
