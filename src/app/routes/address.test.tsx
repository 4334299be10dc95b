import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flowAddressAtIndex } from '../../flow/address.ts';
import { createFlowConfig } from '../../flow/config.ts';
import { NETWORKS } from '../../flow/networks.ts';
import { FlowProvider } from '../../flow/react/FlowProvider.tsx';
import { type NetworkSelection, NetworkSelectionContext } from '../network-selection.ts';
import { RouteParamsContext } from '../route-params.ts';
import { Component as AddressRoute } from './address.tsx';

/** A mainnet build: the emulator is not offered. */
const MAINNET_BUILD: NetworkSelection = {
  network: 'mainnet',
  offered: ['testnet', 'mainnet'],
  labelOf: (network) => NETWORKS[network].label,
  select: () => {},
};

const noSession = () => ({ kind: 'none' }) as const;

function renderAddress(address: string) {
  render(
    <NetworkSelectionContext.Provider value={MAINNET_BUILD}>
      <FlowProvider config={createFlowConfig('mainnet')} storedSession={noSession}>
        <RouteParamsContext.Provider value={{ address }}>
          <AddressRoute />
        </RouteParamsContext.Provider>
      </FlowProvider>
    </NetworkSelectionContext.Provider>,
  );
  return screen.getByRole('alert');
}

describe('the address view of another network', () => {
  it('points to the switch for a network the header offers', () => {
    const banner = renderAddress(flowAddressAtIndex(5, 'testnet'));
    expect(banner).toHaveTextContent('is a Testnet address, and Flowdeck is on Mainnet.');
    expect(banner).toHaveTextContent('Switch networks in the header to view it.');
  });

  it('says the build does not connect to a network the header does not offer', () => {
    const banner = renderAddress(flowAddressAtIndex(5, 'local'));
    expect(banner).toHaveTextContent('is a Local emulator address, and Flowdeck is on Mainnet.');
    expect(banner).toHaveTextContent('This Flowdeck does not connect to Local emulator.');
    expect(banner).not.toHaveTextContent('Switch networks');
  });
});
