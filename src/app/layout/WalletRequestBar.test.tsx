import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeFlowClient } from '../../flow/react/testing/fake-flow-client.ts';
import { renderWithFlow } from '../../flow/react/testing/render-with-flow.tsx';
import { WalletMenu } from './WalletMenu.tsx';
import { WalletRequestBar } from './WalletRequestBar.tsx';

describe('WalletRequestBar', () => {
  it('offers a way out of a sign-in whose wallet never answers, and goes away after it', async () => {
    const client = new FakeFlowClient();
    client.authenticateResult = () => new Promise(() => {});
    renderWithFlow(
      <>
        <WalletMenu />
        <WalletRequestBar />
      </>,
      client,
    );
    expect(screen.queryByRole('button', { name: 'Cancel wallet request' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Connect wallet' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel wallet request' }));
    expect(await screen.findByText('Sign-in cancelled. You are still signed out.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancel wallet request' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});
