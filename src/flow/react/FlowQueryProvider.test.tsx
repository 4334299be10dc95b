import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFlowConfig } from '../config.ts';
import { FlowProvider } from './FlowProvider.tsx';
import { FlowQueryProvider } from './FlowQueryProvider.tsx';
import { FakeFlowClient } from './testing/fake-flow-client.ts';
import { useScriptText } from './testing/script-read.ts';

function Reading() {
  const read = useScriptText();
  return <p>{read.data ?? 'reading'}</p>;
}

function Screens({
  client,
  reading,
}: {
  readonly client: FakeFlowClient;
  readonly reading: boolean;
}) {
  return (
    <FlowProvider
      config={createFlowConfig('local')}
      loadClient={async () => client}
      fetchChainId={async () => 'local'}
    >
      <p>start page</p>
      {reading ? (
        <FlowQueryProvider>
          <Reading />
        </FlowQueryProvider>
      ) : null}
    </FlowProvider>
  );
}

describe('FlowQueryProvider', () => {
  it('keeps what screens read when the start page is shown between them', async () => {
    const client = new FakeFlowClient();
    client.queryResult = async () => '7';
    const { rerender } = render(<Screens client={client} reading={true} />);
    expect(await screen.findByText('7')).toBeInTheDocument();

    rerender(<Screens client={client} reading={false} />);
    expect(screen.queryByText('7')).toBeNull();
    rerender(<Screens client={client} reading={true} />);
    // Straight from the cache the FlowProvider keeps: not read again.
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(client.queries).toHaveLength(1);
  });
});
