import { CopyButton } from '../../components/ui/CopyButton.tsx';
import { inspectedText } from '../../components/ui/plain-text.ts';
import { shortNodeId } from './staking-facts.ts';

// A node's networking address is its operator's text: at most this much is shown.
const HOST_LENGTH = 80;

/** A node id shortened to compare by eye, with a button that copies the whole id. */
export function NodeId({ id }: { readonly id: string }) {
  return (
    <>
      <code title={id}>{shortNodeId(id)}</code>{' '}
      <CopyButton value={id} label={`Copy node id ${shortNodeId(id)}`} />
    </>
  );
}

/** A node's host as its operator wrote it: plain text, invisible characters shown, cut short. */
export const nodeHost = (networkingAddress: string): string =>
  inspectedText(networkingAddress, HOST_LENGTH);
