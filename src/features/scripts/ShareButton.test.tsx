import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from './ShareButton.tsx';
import type { ScriptDraft } from './script-draft.ts';

const pending: ((fragment: string) => void)[] = [];

vi.mock('./share-link.ts', () => ({
  encodeShareLink: () =>
    new Promise<string>((resolve) => {
      pending.push(resolve);
    }),
}));

const first: ScriptDraft = {
  cadence: 'access(all) fun main(): Int { return 1 }',
  args: {},
  blockHeight: '',
};
const edited: ScriptDraft = { ...first, cadence: 'access(all) fun main(): Int { return 2 }' };

afterEach(() => {
  pending.length = 0;
});

describe('ShareButton', () => {
  it('shows the link when the draft is unchanged', async () => {
    render(<ShareButton draft={first} network="testnet" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await act(async () => pending[0]?.('s=first'));
    expect(await screen.findByRole('textbox')).toHaveValue(
      `${window.location.origin}${window.location.pathname}#s=first`,
    );
  });

  it('drops a link that finishes after the draft was edited', async () => {
    const { rerender } = render(<ShareButton draft={first} network="testnet" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    rerender(<ShareButton draft={edited} network="testnet" />);
    await act(async () => pending[0]?.('s=stale'));
    expect(pending).toHaveLength(1);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
