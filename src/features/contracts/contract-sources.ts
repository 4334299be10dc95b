/** One contract deployed on an account, as the access node gives it (untrusted text). */
export interface ContractSource {
  readonly name: string;
  readonly code: string;
  readonly lines: number;
  /** UTF-8 bytes: what the account's storage holds for it. */
  readonly bytes: number;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const encoder = new TextEncoder();

/** The account's `contracts` (name → Cadence source) as a list sorted by name. */
export function contractSources(contracts: Readonly<Record<string, string>> | undefined) {
  return Object.entries(contracts ?? {})
    .map(
      ([name, code]): ContractSource => ({
        name,
        code,
        // A final newline ends the last line; it does not start another.
        lines: code === '' ? 0 : code.split('\n').length - (code.endsWith('\n') ? 1 : 0),
        bytes: encoder.encode(code).length,
      }),
    )
    .sort((a, b) => collator.compare(a.name, b.name) || (a.name < b.name ? -1 : 1));
}
