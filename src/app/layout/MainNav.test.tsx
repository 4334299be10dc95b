import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouterAt } from '../../test/RouterAt.tsx';
import { MainNav } from './MainNav.tsx';

const user = vi.hoisted(() => ({ status: 'signed-out' }));

vi.mock('../../flow/react/useFlowCurrentUser.ts', () => ({
  useFlowCurrentUser: () => user,
}));
vi.mock('./AddressLookup.tsx', () => ({ AddressLookup: () => null }));

function linkNames(): string[] {
  const list = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('list');
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('MainNav', () => {
  it('shows Scripts only when signed out (scripts need no wallet)', () => {
    user.status = 'signed-out';
    render(<MainNav />, { wrapper: RouterAt });
    expect(linkNames()).toEqual(['Scripts']);
  });

  it('adds the wallet pages when signed in, in one list', () => {
    user.status = 'signed-in';
    render(<MainNav />, { wrapper: RouterAt });
    expect(linkNames()).toEqual([
      'Account',
      'Tokens',
      'NFTs',
      'Send',
      'EVM',
      'Activity',
      'Contacts',
      'Scripts',
    ]);
  });
});
