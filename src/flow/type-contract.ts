/** The contract that declares a composite type: its account and its name. */
export interface TypeContract {
  /** `0x` + 16 lowercase hex digits. */
  readonly address: string;
  readonly name: string;
}

const COMPOSITE_TYPE = /^A\.([0-9a-f]{16})\.([A-Za-z_][A-Za-z0-9_]*)\.([A-Za-z_][A-Za-z0-9_]*)$/;

/**
 * The contract of a type identifier `A.<address>.<Contract>.<typeName>` (a vault's `Vault`, a
 * collection's `Collection`); null for any other text. The identifier comes from the chain's
 * type system, so unlike a token's or collection's metadata it cannot be made up.
 */
export function contractOfType(identifier: string, typeName: string): TypeContract | null {
  const match = COMPOSITE_TYPE.exec(identifier);
  if (!match?.[1] || !match[2] || match[3] !== typeName) return null;
  return { address: `0x${match[1]}`, name: match[2] };
}
