import { getAccountSummaryScript } from '../../../flow/cadence/scripts/get_account_summary.ts';
import { getBridgeQuoteScript } from '../../../flow/cadence/scripts/get_bridge_quote.ts';
import { getEvmAccountScript } from '../../../flow/cadence/scripts/get_evm_account.ts';
import { getEvmAssetInfoScript } from '../../../flow/cadence/scripts/get_evm_asset_info.ts';
import { getEvmNftsScript } from '../../../flow/cadence/scripts/get_evm_nfts.ts';
import { getNftCollectionsScript } from '../../../flow/cadence/scripts/get_nft_collections.ts';
import { getNftsPageScript } from '../../../flow/cadence/scripts/get_nfts_page.ts';
import { getTokenVaultsScript } from '../../../flow/cadence/scripts/get_token_vaults.ts';
import type { CadenceRequest } from '../../../flow/client/flow-client.ts';
import type { EvmAddress } from '../../../flow/evm-address.ts';
import { EVM_ADDRESSES } from '../../../flow/evm-contracts.ts';
import type { FakeFlowClient } from '../../../flow/react/testing/fake-flow-client.ts';
import { renderWithFlow } from '../../../flow/react/testing/render-with-flow.tsx';
import { RouterAt } from '../../../test/RouterAt.tsx';
import { tokenVaultAnswer } from '../../../test/token-vault-answer.ts';
import { EvmPage } from '../EvmPage.tsx';

export const ALICE = '0x01cf0e2f2f715450';
export const WFLOW: EvmAddress = '0xd3bF53DAC106A0290B0483EcBC89d40FcC961f3e';
const COA_HEX = '000000000000000000000002c0ffee00c0ffee00';
export const SUSD = 'A.192440c99cb17282.SandboxUSD.Vault';
export const KITTY = 'A.f8d6e0586b0a20c7.SandboxKitties.NFT';
export const GOLD = '0x7A6c3C8fBab4DC0B7fdb6E0B1F3B5e3c0a0c3bE1';

/** FCL-decoded script results, as the access node would answer for Alice. */
export interface EvmWorld {
  availableBalance: string;
  coa: { balanceAtto: string; wflowBalance: string | null } | null;
  vaults: unknown[];
  quote: Record<string, unknown>;
  assetInfo: Record<string, unknown>;
  evmNfts: unknown[];
  collections: unknown[];
  nftPage: Record<string, unknown>;
}

export function world(overrides: Partial<EvmWorld> = {}): EvmWorld {
  return {
    availableBalance: '100.00000000',
    coa: { balanceAtto: '2000000000000000000', wflowBalance: '1000000000000000000' },
    vaults: [
      tokenVaultAnswer({
        identifier: 'A.0ae53cb6e3f42a79.FlowToken.Vault',
        name: 'FLOW',
        symbol: 'FLOW',
        balance: '100.01000000',
        evmBalance: '2000000000000000000',
        evmDecimals: '18',
      }),
      tokenVaultAnswer({
        evmAddress: 'ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12',
        evmBalance: '7123456789012345678',
        evmDecimals: '18',
      }),
    ],
    quote: {
      paused: false,
      requiresOnboarding: false,
      evmAddress: 'ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12',
      feePerAsset: '0.00500000',
      onboardFee: '1.00000000',
    },
    assetInfo: {
      kind: 'erc20',
      name: 'Sandbox Gold',
      symbol: 'sGLD',
      decimals: '18',
      requiresOnboarding: true,
      associatedType: null,
      coaBalance: '5000000000000000000',
      paused: false,
      feePerAsset: '0.00500000',
      onboardFee: '1.00000000',
    },
    evmNfts: [],
    collections: [],
    nftPage: { total: '0', items: [] },
    ...overrides,
  };
}

/** The fake client's answers for a world (mutable: change it and refetch). */
export function answer(state: EvmWorld) {
  return async (request: CadenceRequest): Promise<unknown> => {
    switch (request.cadence) {
      case getAccountSummaryScript.cadence:
        return {
          address: ALICE,
          balance: '100.01000000',
          availableBalance: state.availableBalance,
          storageUsed: '52000',
          storageCapacity: '100000000000',
          coaAddress: state.coa ? COA_HEX : null,
          coaBalance: state.coa?.balanceAtto ?? null,
          tokenCount: '2',
          valuedBalances: {},
          nftCollectionCount: '0',
          nftCounts: {},
        };
      case getEvmAccountScript.cadence:
        return state.coa ? { coaAddress: COA_HEX, ...state.coa } : null;
      case getTokenVaultsScript.cadence:
        return state.vaults;
      case getBridgeQuoteScript.cadence:
        return state.quote;
      case getEvmAssetInfoScript.cadence:
        return state.assetInfo;
      case getEvmNftsScript.cadence:
        return state.evmNfts;
      case getNftCollectionsScript.cadence:
        return state.collections;
      case getNftsPageScript.cadence:
        return state.nftPage;
      default:
        throw new Error('unexpected script');
    }
  };
}

export function renderEvm(
  client: FakeFlowClient,
  { action = 'move', wflow = WFLOW }: { action?: string; wflow?: EvmAddress | null } = {},
) {
  return renderWithFlow(
    <RouterAt path={`/evm?action=${action}`}>
      <EvmPage address={ALICE} />
    </RouterAt>,
    client,
    { label: 'Sandbox', evmAddressBook: { ...EVM_ADDRESSES.local, wflow } },
  );
}
