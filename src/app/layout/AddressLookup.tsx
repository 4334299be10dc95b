import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';

/**
 * Opens any account, read-only; the address page checks it for the network. On a phone the
 * field stays folded behind a "Look up" button, so that it does not push the content down.
 */
export function AddressLookup() {
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const [, navigate] = useLocation();
  const id = useId();
  const formId = `${id}-form`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = value.trim();
    if (address) navigate(`/address/${encodeURIComponent(address)}`);
  };
  return (
    <search className={open ? 'lookup lookup--open' : 'lookup'}>
      <button
        type="button"
        className="button button--ghost button--small lookup__toggle"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => {
          setOpen(!open);
          // The field appears with the next render; focus it once it is laid out.
          if (!open) requestAnimationFrame(() => input.current?.focus());
        }}
      >
        Look up
      </button>
      <form id={formId} onSubmit={submit}>
        <label htmlFor={id} className="visually-hidden">
          Look up a Flow address
        </label>
        <input
          ref={input}
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
