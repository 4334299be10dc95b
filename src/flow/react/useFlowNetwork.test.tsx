import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createFlowConfig } from '../config.ts';
import { FlowProviderMissingError } from '../errors.ts';
import { EVM_ADDRESSES } from '../evm-contracts.ts';
import { NETWORKS } from '../networks.ts';
import { FlowProvider, type FlowProviderProps } from './FlowProvider.tsx';
import { FakeFlowClient } from './testing/fake-flow-client.ts';
import { useFlowNetwork } from './useFlowNetwork.ts';

const client = new FakeFlowClient('testnet');
const loadClient = async () => client;

function onTestnet(props: Partial<FlowProviderProps> = {}) {
  return ({ children }: { readonly children: ReactNode }) => (
    <FlowProvider config={createFlowConfig('testnet')} loadClient={loadClient} {...props}>
      {children}
    </FlowProvider>
  );
}

describe('useFlowNetwork', () => {
  it('gives the provider’s network with its preset’s label and EVM contracts by default', () => {
    const { result } = renderHook(useFlowNetwork, { wrapper: onTestnet() });
    expect(result.current).toEqual({
      id: 'testnet',
      label: 'Testnet',
      preset: NETWORKS.testnet,
      evm: EVM_ADDRESSES.testnet,
    });
  });

  it('gives the label and address book the app passes', () => {
    const evmAddressBook = { ...EVM_ADDRESSES.testnet, wflow: null };
    const { result } = renderHook(useFlowNetwork, {
      wrapper: onTestnet({ label: 'Staging', evmAddressBook }),
    });
    expect(result.current.label).toBe('Staging');
    expect(result.current.evm).toBe(evmAddressBook);
  });

  it('throws a named error outside FlowProvider', () => {
    expect(() => renderHook(useFlowNetwork)).toThrow(FlowProviderMissingError);
  });
});
