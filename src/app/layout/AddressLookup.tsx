import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';

/** Opens any account, read-only; the address page checks it for the network. */
export function AddressLookup() {
  const [value, setValue] = useState('');
  const navigate = useNavigate();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = value.trim();
    if (address) navigate(`/address/${encodeURIComponent(address)}`);
  };
  return (
    <search className="lookup">
      <form onSubmit={submit}>
        <label htmlFor={id} className="visually-hidden">
          Look up a Flow address
        </label>
        <input
          id={id}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="Look up 0x… address"
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="button button--ghost button--small">
          View
        </button>
      </form>
    </search>
  );
}
