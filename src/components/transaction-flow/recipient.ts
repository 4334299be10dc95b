import { addressKind, flowNetworkOfAddress } from '../../flow/address.ts';
import type { FlowNetwork } from '../../flow/networks.ts';
import { type Recipient, recipientOn } from '../../flow/recipient-address.ts';

export type RecipientCheck = { readonly recipient: Recipient } | { readonly error: string };

/**
 * What a typed recipient is: a Cadence address valid for this network (Flow's checksum), or an
 * EIP-55 EVM address (recipient-address.ts); otherwise an error to show next to the field.
 */
export function checkRecipient(
  input: string,
  network: FlowNetwork,
  labelOf: (network: FlowNetwork) => string,
): RecipientCheck {
  const text = input.trim();
  if (!text) return { error: 'Enter the recipient’s address.' };
  const recipient = recipientOn(text, network);
  if (recipient) return { recipient };
  const kind = addressKind(text);
  if (kind === 'flow') {
    const other = flowNetworkOfAddress(text);
    return {
      error: other
        ? `This is a ${labelOf(other)} address, and you are on ${labelOf(network)}. Sending to it here would lose the funds.`
        : 'This Flow address has a typo: its checksum does not match on any network.',
    };
  }
  if (kind === 'evm') {
    return {
      error: 'This EVM address has a typo: its mixed-case checksum (EIP-55) does not match.',
    };
  }
  return {
    error: 'Not an address: a Cadence address is 0x and 16 hex digits, an EVM address 0x and 40.',
  };
}
