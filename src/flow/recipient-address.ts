import { addressKind, isValidFlowAddress, normalizeFlowAddress } from './address.ts';
import { isValidEvmAddress, toChecksumEvmAddress } from './evm-address.ts';
import type { FlowNetwork } from './networks.ts';

/** An address the app sends to and keeps, written the one way it keeps it. */
export type Recipient =
  | { readonly kind: 'cadence'; readonly address: string }
  | { readonly kind: 'evm'; readonly address: string };

/**
 * `text` as a recipient on `network`: a Cadence address valid for it (Flow's checksum),
 * normalized, or an EIP-55 EVM address, checksummed; null for anything else.
 */
export function recipientOn(text: string, network: FlowNetwork): Recipient | null {
  const trimmed = text.trim();
  const kind = addressKind(trimmed);
  if (kind === 'flow' && isValidFlowAddress(trimmed, network))
    return { kind: 'cadence', address: normalizeFlowAddress(trimmed) };
  if (kind === 'evm' && isValidEvmAddress(trimmed))
    return { kind: 'evm', address: toChecksumEvmAddress(trimmed) };
  return null;
}

/** An address entering the address book (typed, pasted, imported) as the book keeps it, or null. */
export const bookAddress = (text: string, network: FlowNetwork): string | null =>
  recipientOn(text, network)?.address ?? null;
