/** One vault of get_token_vaults' answer as FCL decodes it: Sandbox USD, on Cadence only. */
export const tokenVaultAnswer = (overrides: Record<string, unknown> = {}) => ({
  identifier: 'A.192440c99cb17282.SandboxUSD.Vault',
  name: 'Sandbox USD',
  symbol: 'sUSD',
  logo: null,
  balance: '250.00000000',
  storagePath: '/storage/sandboxUSDVault',
  receiverPath: '/public/sandboxUSDReceiver',
  evmAddress: null,
  evmBalance: null,
  evmDecimals: null,
  ...overrides,
});
