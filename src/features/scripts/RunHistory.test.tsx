import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RunHistory } from './RunHistory.tsx';
import type { RunHistoryEntry } from './run-history.ts';

const entry: RunHistoryEntry = {
  cadence: 'import X from 0x1\naccess(all) fun main(): String { return "\u202Eabc" }',
  args: {},
  ranAt: 1_700_000_000_000,
  outcome: 'ok',
  summary: 'String \u202Egnp.exe\u200B',
};

describe('RunHistory', () => {
  it('names the run by its script and shows the summary with hidden characters made visible', () => {
    render(<RunHistory entries={[entry]} onRestore={() => undefined} onClear={() => undefined} />);
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('main(): String');
    expect(item).toHaveTextContent('String \\u{202E}gnp.exe\\u{200B}');
    expect(item.textContent).not.toMatch(/[\u202E\u200B]/);
  });

  it('shows the arguments of a run, hidden characters made visible', () => {
    const withArgs: RunHistoryEntry = {
      ...entry,
      cadence: '// Treasury\u2066\naccess(all) fun main(owner: Address): UFix64 { return 0.0 }',
      args: { owner: { text: '0x01\u202E', isNil: false } },
    };
    render(
      <RunHistory entries={[withArgs]} onRestore={() => undefined} onClear={() => undefined} />,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('Treasury\\u{2066}');
    expect(item).toHaveTextContent('owner = 0x01\\u{202E}');
    expect(item.textContent).not.toMatch(/[\u202E\u2066]/);
  });
});
