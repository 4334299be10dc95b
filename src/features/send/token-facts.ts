import type { ReviewFact } from '../../components/ui/TransactionReview.tsx';
import type { TokenVault } from '../../flow/cadence/scripts/get_token_vaults.ts';
import type { FlowNetwork } from '../../flow/networks.ts';
import { tokenIdentity } from '../../flow/tokens/token-identity.ts';

/** What the review says about the token being sent: its type, and whether it is verified. */
export function tokenFacts(vault: TokenVault, network: FlowNetwork): ReviewFact[] {
  const identity = tokenIdentity(vault, network);
  const verified =
    identity.kind !== 'unverified'
      ? 'Yes, on Flowdeck’s list for this network'
      : identity.imitates
        ? `No, and it is not ${identity.imitates}: it only uses the name`
        : 'No: check its contract before you send';
  return [
    { label: 'Token type', value: vault.identifier, testId: 'review-token-type' },
    { label: 'Verified token', value: verified, testId: 'review-token-verified' },
  ];
}
