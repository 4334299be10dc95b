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
  it('shows the script line and summary with hidden characters made visible', () => {
    render(<RunHistory entries={[entry]} onRestore={() => undefined} onClear={() => undefined} />);
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('access(all) fun main(): String { return "\\u{202E}abc" }');
    expect(item).toHaveTextContent('String \\u{202E}gnp.exe\\u{200B}');
    expect(item.textContent).not.toMatch(/[\u202E\u200B]/);
  });
});
