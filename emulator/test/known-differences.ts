/**
 * Where the sandbox answers differently from the real emulator holding the same world, on
 * purpose or for want of a way to do better, each with its reason. The differential test
 * (sandbox-vs-emulator.test.ts) fails on any other difference, and on an entry here that no
 * longer occurs. The README's sandbox section lists the same.
 */
export interface KnownDifference {
  /** Matches the difference's path, e.g. `get_account_summary(Dave).balance`. */
  readonly path: RegExp;
  readonly reason: string;
}

export const KNOWN_DIFFERENCES: readonly KnownDifference[] = [
  {
    path: /^get_account_summary\(Dave\)\.(balance|storageCapacity|storageReserve|storageUsed|tokenCount)$|^get_flow_balance\(Dave\)$|^get_token_vaults\(Dave\)\.length$|^get_account_storage\(Dave, (storage|public)\)\.\/(storage\/flowTokenVault|public\/flowTokenBalance)$/,
    reason:
      'Dave has no FLOW vault in the sandbox. On Flow, storage capacity is read through the vault, so an account without one can store nothing; the emulator world keeps his vault (0.001 FLOW) and only unpublishes its receiver.',
  },
  {
    path: /^get_account_storage\([^)]+, storage\)\.\/storage\/(flowdeckFiller\d+|bridgeFlowVaultProvider|\w+Minter)$/,
    reason:
      'The emulator world reaches each account’s storage use by storing filler strings (/storage/flowdeckFiller<n>), its bridging stores the bridge’s fee provider capability (/storage/bridgeFlowVaultProvider), and each test contract (emulator/contracts) keeps its minter in the issuer’s storage; the sandbox sets storage use directly and models neither stored capabilities nor minters.',
  },
  {
    path: /^create_coa\(Bob, 1\.5\)\.(eventTypes|events\.length)$/,
    reason:
      'Publishing the COA at /public/evm emits flow.StorageCapabilityControllerIssued and flow.CapabilityPublished on Flow; the sandbox emits no capability events (the app reads none).',
  },
  {
    path: /^bridge_tokens_to_evm\(Alice, 5 sUSD\)\.(eventTypes|events\.length)$/,
    reason:
      'The real bridge makes five EVM calls when it bridges a token (five EVM.TransactionExecuted) and takes its fee without a FlowToken.TokensDeposited event; the sandbox models one call and a plain fee transfer. The app reads neither (only the batch screen reads TransactionExecuted, of its own calls).',
  },
];
