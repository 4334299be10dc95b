import type { TypeContract } from '../../flow/type-contract.ts';
import { shortenAddress } from './shorten-address.ts';

/** The contract's name, cut at `maxLength`, and its shortened address: "Kitties · 0x1234…cdef". */
export function contractLabel(contract: TypeContract, maxLength = 24): string {
  const name =
    contract.name.length > maxLength ? `${contract.name.slice(0, maxLength)}…` : contract.name;
  return `${name} · ${shortenAddress(contract.address)}`;
}

/** A type identifier that names no contract, as much of it as is shown (it is untrusted). */
export const shownIdentifier = (identifier: string): string => identifier.slice(0, 80);
