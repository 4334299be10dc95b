import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { TypedCadenceParameter } from '../../flow/cadence/parameters.ts';
import { ArgumentForm } from './ArgumentForm.tsx';
import type { ArgumentDraft } from './argument-drafts.ts';

const parameters: TypedCadenceParameter[] = [
  { name: 'owner', type: 'Address', cadenceType: { kind: 'nominal', name: 'Address' } },
  { name: 'flag', type: 'Bool', cadenceType: { kind: 'nominal', name: 'Bool' } },
  {
    name: 'ids',
    type: '[UInt64]',
    cadenceType: { kind: 'array', element: { kind: 'nominal', name: 'UInt64' } },
  },
  {
    name: 'minimum',
    type: 'UFix64?',
    cadenceType: { kind: 'optional', type: { kind: 'nominal', name: 'UFix64' } },
  },
];

function Harness({ errors = {} }: { readonly errors?: Record<string, string> }) {
  const [drafts, setDrafts] = useState<Record<string, ArgumentDraft>>({
    minimum: { text: '', isNil: true },
  });
  return (
    <ArgumentForm
      parameters={parameters}
      drafts={drafts}
      errors={errors}
      network="testnet"
      onChange={(name, draft) => setDrafts((current) => ({ ...current, [name]: draft }))}
    />
  );
}

describe('ArgumentForm', () => {
  it('gives each parameter a labelled control fitting its type', () => {
    render(<Harness />);
    expect(screen.getByRole('textbox', { name: /^owner/ })).toHaveAttribute('placeholder');
    expect(screen.getByRole('combobox', { name: /^flag/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^ids/ }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('checkbox', { name: /^nil/ })).toBeChecked();
    // An Optional set to nil has its value field disabled until the box is unticked.
    expect(screen.getByRole('textbox', { name: /^minimum/ })).toBeDisabled();
  });

  it('unticking nil enables the inner field', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('checkbox', { name: /^nil/ }));
    const minimum = screen.getByRole('textbox', { name: /^minimum/ });
    expect(minimum).toBeEnabled();
    await userEvent.type(minimum, '1.5');
    expect(minimum).toHaveValue('1.5');
  });

  it('ties each field error to its field', () => {
    render(<Harness errors={{ owner: 'Not a local address: checksum fails' }} />);
    const owner = screen.getByRole('textbox', { name: /^owner/ });
    expect(owner).toHaveAttribute('aria-invalid', 'true');
    expect(owner).toHaveAccessibleDescription('Not a local address: checksum fails');
    expect(screen.getByRole('combobox', { name: /^flag/ })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
  });

  it('handles parameters named like Object.prototype members', async () => {
    const named: TypedCadenceParameter[] = [
      { name: 'constructor', type: 'String', cadenceType: { kind: 'nominal', name: 'String' } },
    ];
    render(
      <ArgumentForm
        parameters={named}
        drafts={{}}
        errors={{}}
        network="testnet"
        onChange={() => undefined}
      />,
    );
    const field = screen.getByRole('textbox', { name: /^constructor/ });
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('aria-invalid', 'false');
  });

  it('offers a number pad only where it can type the value (no minus key on iOS pads)', () => {
    const numeric: TypedCadenceParameter[] = [
      { name: 'small', type: 'UInt8', cadenceType: { kind: 'nominal', name: 'UInt8' } },
      { name: 'signed', type: 'Int8', cadenceType: { kind: 'nominal', name: 'Int8' } },
      { name: 'big', type: 'Int', cadenceType: { kind: 'nominal', name: 'Int' } },
      { name: 'amount', type: 'UFix64', cadenceType: { kind: 'nominal', name: 'UFix64' } },
      { name: 'delta', type: 'Fix64', cadenceType: { kind: 'nominal', name: 'Fix64' } },
    ];
    render(
      <ArgumentForm
        parameters={numeric}
        drafts={{}}
        errors={{}}
        network="testnet"
        onChange={() => undefined}
      />,
    );
    const modeOf = (name: RegExp) =>
      screen.getByRole('textbox', { name }).getAttribute('inputmode');
    expect(modeOf(/^small/)).toBe('numeric');
    expect(modeOf(/^signed/)).toBeNull();
    expect(modeOf(/^big/)).toBeNull();
    expect(modeOf(/^amount/)).toBe('decimal');
    expect(modeOf(/^delta/)).toBeNull();
  });

  it('says at once when an argument is over 16 KB', () => {
    const text: TypedCadenceParameter[] = [
      { name: 'note', type: 'String', cadenceType: { kind: 'nominal', name: 'String' } },
    ];
    const { rerender } = render(
      <ArgumentForm
        parameters={text}
        drafts={{ note: { text: 'x'.repeat(16 * 1024), isNil: false } }}
        errors={{}}
        network="testnet"
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('textbox', { name: /^note/ })).toHaveAttribute('aria-invalid', 'false');
    rerender(
      <ArgumentForm
        parameters={text}
        drafts={{ note: { text: 'x'.repeat(16 * 1024 + 1), isNil: false } }}
        errors={{}}
        network="testnet"
        onChange={() => undefined}
      />,
    );
    const note = screen.getByRole('textbox', { name: /^note/ });
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(/at most 16 KB/);
  });

  it('says when a script takes no arguments', () => {
    render(
      <ArgumentForm
        parameters={[]}
        drafts={{}}
        errors={{}}
        network="testnet"
        onChange={() => undefined}
      />,
    );
    expect(screen.getByText('This script takes no arguments.')).toBeInTheDocument();
  });
});
