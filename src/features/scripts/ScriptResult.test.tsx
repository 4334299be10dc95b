import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CadenceValue } from '../../flow/cadence/json-cadence.ts';
import { AccessNodeError, parseFlowError } from '../../flow/errors.ts';
import { ScriptResult } from './ScriptResult.tsx';
import { scriptFailureSummary } from './script-failure.ts';

const HOSTILE = '<img src=x onerror="alert(1)">\u202Egnp.exe';

const display: CadenceValue = {
  type: 'Optional',
  value: {
    type: 'Struct',
    value: {
      id: 's.0123.NftDisplay',
      fields: [
        { name: 'name', value: { type: 'String', value: HOSTILE } },
        { name: 'thumbnail', value: { type: 'String', value: 'javascript:alert(1)' } },
        { name: 'id', value: { type: 'UInt64', value: '18446744073709551615' } },
      ],
    },
  },
};

describe('ScriptResult', () => {
  it('shows a decoded value as text only, with invisible characters made visible', () => {
    const { container } = render(
      <ScriptResult outcome={{ kind: 'done', value: display, ranAt: 0 }} />,
    );
    const tree = screen.getByRole('list', { name: 'Decoded result' });
    expect(tree).toHaveTextContent('name: <img src=x onerror="alert(1)">\\u{202E}gnp.exe String');
    expect(tree).toHaveTextContent('thumbnail: javascript:alert(1) String');
    expect(tree).toHaveTextContent('id: 18446744073709551615 UInt64');
    expect(container.querySelectorAll('img, a, script')).toHaveLength(0);
    expect(
      screen.getByRole('button', { name: 'Copy the raw JSON-Cadence result' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('raw-result')).toHaveTextContent('"value": "18446744073709551615"');
  });

  it('shows a type name from the network with its hidden characters made visible', () => {
    const hostileType = JSON.parse('{"type":"Struct\\u202Ex","value":1}') as CadenceValue;
    render(<ScriptResult outcome={{ kind: 'done', value: hostileType, ranAt: 0 }} />);
    expect(screen.getByText(/the script returned/)).toHaveTextContent(
      'the script returned Struct\\u{202E}x.',
    );
    const tree = screen.getByRole('list', { name: 'Decoded result' });
    expect(tree).toHaveTextContent('Struct\\u{202E}x');
    expect(tree.textContent).not.toContain('\u202E');
  });

  it('explains a Cadence error the node returned, with the raw message on demand', () => {
    const message =
      '[Error Code: 1101] error caused by: 1 error occurred:\n\t* [Error Code: 1101] cadence runtime error: Execution failed:\nerror: panic: Could not borrow a FLOW balance reference for 0x01\n --> 7465737400000000000000000000000000000000000000000000000000000000:7:11';
    const error = new AccessNodeError({
      kind: 'bad-request',
      statusCode: 400,
      serverMessage: message,
      flowError: parseFlowError(message),
    });
    render(<ScriptResult outcome={{ kind: 'failed', error }} />);
    expect(screen.getByText(/Reason:/)).toHaveTextContent(
      'Could not borrow a FLOW balance reference for 0x01',
    );
    expect(screen.getByText('Show the raw error')).toBeInTheDocument();
  });

  it('says the node did not run the script, not that the request was bad, with its own words', () => {
    const error = new AccessNodeError({
      kind: 'bad-request',
      statusCode: 400,
      serverMessage: 'the Flowdeck sandbox cannot execute arbitrary Cadence',
    });
    render(<ScriptResult outcome={{ kind: 'failed', error }} />);
    expect(screen.getByText('The access node did not run the script.')).toBeInTheDocument();
    expect(screen.queryByText(/rejected the request/)).toBeNull();
    expect(screen.getByText(/Reason:/)).toHaveTextContent(
      'the Flowdeck sandbox cannot execute arbitrary Cadence',
    );
  });

  it('says a height the node does not have is why a script did not run', () => {
    const error = new AccessNodeError({ kind: 'not-found', statusCode: 404 });
    expect(scriptFailureSummary(error)).toBe(
      'The access node did not run the script: it has no block at that height.',
    );
    const unreachable = new AccessNodeError({ kind: 'unreachable' });
    expect(scriptFailureSummary(unreachable)).toBe(unreachable.shortMessage);
  });
});
