import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFlowConfig } from '../../flow/config.ts';
import { AccessNodeError, type AccessNodeErrorKind } from '../../flow/errors.ts';
import { FlowProvider } from '../../flow/react/FlowProvider.tsx';
import { FlowQueryProvider } from '../../flow/react/FlowQueryProvider.tsx';
import { FakeFlowClient } from '../../flow/react/testing/fake-flow-client.ts';
import { useScriptText } from '../../flow/react/testing/script-read.ts';
import { type NetworkSelection, NetworkSelectionContext } from '../network-selection.ts';
import { ChainCheck } from './ChainCheck.tsx';

const SELECTION: NetworkSelection = {
  network: 'local',
  offered: ['local', 'testnet', 'mainnet'],
  labelOf: () => 'Sandbox',
  select: () => {},
};
const noSession = () => ({ kind: 'none' }) as const;

function Reading() {
  const read = useScriptText();
  return <p>{read.isError ? 'read failed' : (read.data ?? 'reading')}</p>;
}

/** The banner over a screen with one read; both fail while `nodeDown.kind` is set. */
function renderChecked(nodeDown: { kind: AccessNodeErrorKind | null }) {
  const client = new FakeFlowClient();
  client.queryResult = async () => {
    if (nodeDown.kind) throw new AccessNodeError({ kind: nodeDown.kind });
    return '7';
  };
  const fetchChainId = async () => {
    if (nodeDown.kind) throw new AccessNodeError({ kind: nodeDown.kind });
    return 'local';
  };
  render(
    <NetworkSelectionContext.Provider value={SELECTION}>
      <FlowProvider
        config={createFlowConfig('local')}
        label="Sandbox"
        loadClient={async () => client}
        storedSession={noSession}
        fetchChainId={fetchChainId}
      >
        <ChainCheck />
        <FlowQueryProvider>
          <Reading />
        </FlowQueryProvider>
      </FlowProvider>
    </NetworkSelectionContext.Provider>,
  );
}

describe('ChainCheck', () => {
  it.each([
    ['unreachable', 'The Flow network cannot be reached.'],
    ['rate-limited', 'The Flow access node is busy: it is limiting requests.'],
    ['unavailable', 'The Flow access node is unavailable.'],
    ['timeout', 'The Flow access node is not answering.'],
    ['invalid-response', 'The Flow access node answers with data Flowdeck cannot read.'],
  ] as const)('names a %s node for what it is, once', async (kind, title) => {
    renderChecked({ kind });
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(title);
    expect(banner).toHaveTextContent('http://127.0.0.1:8888');
    // The error's own message repeats the title's words; the banner says each thing once.
    const sentences = (banner.textContent ?? '').split(/(?<=\.)\s+/);
    expect(sentences.length).toBe(new Set(sentences).size);
    expect(banner.textContent?.split('cannot be reached').length ?? 0).toBeLessThanOrEqual(2);
    expect(banner).not.toHaveTextContent(new AccessNodeError({ kind }).shortMessage);
  });

  it('retries the check and every failed read with one button', async () => {
    const nodeDown: { kind: AccessNodeErrorKind | null } = { kind: 'unreachable' };
    renderChecked(nodeDown);
    await screen.findByText('read failed');
    nodeDown.kind = null;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('7')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
