/**
 * get_account_summary's answer as FCL decodes it: Alice with 1000 FLOW, two tokens, no NFTs and
 * no COA, unless `overrides` says otherwise.
 */
export const accountSummaryAnswer = (overrides: Record<string, unknown> = {}) => ({
  address: '0x01cf0e2f2f715450',
  balance: '1000.00000000',
  availableBalance: '999.99000000',
  storageUsed: '52000',
  storageCapacity: '100000000000',
  coaAddress: null,
  coaBalance: null,
  tokenCount: '2',
  valuedBalances: {},
  nftCollectionCount: '0',
  nftCounts: {},
  ...overrides,
});
