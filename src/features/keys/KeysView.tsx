import { CopyButton } from '../../components/ui/CopyButton.tsx';
import { LoadingLine } from '../../components/ui/LoadingLine.tsx';
import { inspectedText } from '../../components/ui/plain-text.ts';
import { QueryErrorAlert } from '../../components/ui/QueryErrorAlert.tsx';
import { useFlowAccount } from '../../flow/react/useFlowAccount.ts';
import { type AccountSigning, accountSigning, type KeyFacts, SIGNING_WEIGHT } from './key-facts.ts';
import './keys.css';

// A P-256 or secp256k1 key is 128 hex digits, a BLS key 192; anything longer is cut.
const KEY_LENGTH = 200;
const NAME_LENGTH = 40;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** `04ab…` → `04ab12cd…9f8e7d6c`: enough to compare by eye; the whole key is in the title. */
const shortKey = (hex: string) => (hex.length > 20 ? `${hex.slice(0, 8)}…${hex.slice(-8)}` : hex);

function summaryText(signing: AccountSigning): string {
  if (signing.keys.length === 0) return 'This account has no keys: no one can sign for it.';
  const counts = `${plural(signing.active, 'active key', 'active keys')}${
    signing.revoked > 0 ? ` and ${plural(signing.revoked, 'revoked key', 'revoked keys')}` : ''
  }.`;
  if (!signing.canSign) {
    return `${counts} Together the active keys do not reach the weight of ${SIGNING_WEIGHT} a signature needs: no one can sign for this account.`;
  }
  if (signing.soleSigners > 0) {
    return `${counts} ${
      signing.soleSigners === 1
        ? 'One key can sign for this account on its own.'
        : `${signing.soleSigners} keys can each sign for this account on their own.`
    }`;
  }
  return `${counts} No key can sign on its own: signatures from keys whose weights add up to ${SIGNING_WEIGHT} are needed.`;
}

function roleText(key: KeyFacts): string {
  switch (key.role) {
    case 'alone':
      return 'This key alone can sign for the account.';
    case 'together':
      return `Signs only together with other keys: its weight is ${key.weight} of the ${SIGNING_WEIGHT} a signature needs.`;
    case 'revoked':
      return 'Revoked: this key can never sign again.';
  }
}

/**
 * Who can sign for an account: every key with its algorithms, weight, sequence number and state,
 * and what that means. From the access node's account endpoint (one request), not a script.
 */
export function KeysView({ address }: { readonly address: string }) {
  const account = useFlowAccount(address);
  if (account.isPending) return <LoadingLine>Reading the account’s keys…</LoadingLine>;
  if (account.isError) {
    return <QueryErrorAlert title="The account’s keys could not be read." query={account} />;
  }
  const signing = accountSigning(account.data.keys ?? []);
  return (
    <section className="keys" aria-labelledby="keys-heading">
      <h1 id="keys-heading">Keys</h1>
      <p data-testid="keys-summary">{summaryText(signing)}</p>
      <p className="small">
        A transaction from this account needs signatures whose key weights add up to{' '}
        {SIGNING_WEIGHT}. Each key has a sequence number that grows by one with each transaction it
        proposes, so no transaction can be sent twice.
      </p>
      {signing.keys.length > 0 ? (
        <ul className="keys__list">
          {signing.keys.map((key) => (
            <li
              key={key.index}
              className={`card keys__key keys__key--${key.role}`}
              data-testid="account-key"
              aria-labelledby={`key-${key.index}`}
            >
              <h2 id={`key-${key.index}`}>
                Key {key.index}
                {key.role === 'revoked' ? <span className="keys__badge">Revoked</span> : null}
              </h2>
              <p data-testid="key-role">{roleText(key)}</p>
              <dl className="keys__facts">
                <dt>Public key</dt>
                <dd>
                  <code title={inspectedText(key.publicKey, KEY_LENGTH)}>
                    {inspectedText(shortKey(key.publicKey), KEY_LENGTH)}
                  </code>{' '}
                  <CopyButton value={key.publicKey} label={`Copy public key ${key.index}`} />
                </dd>
                <dt>Algorithms</dt>
                <dd>
                  {inspectedText(key.signatureAlgorithm, NAME_LENGTH)} ·{' '}
                  {inspectedText(key.hashAlgorithm, NAME_LENGTH)}
                </dd>
                <dt>Weight</dt>
                <dd data-testid="key-weight">{key.weight}</dd>
                <dt>Sequence number</dt>
                <dd>{key.sequenceNumber}</dd>
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
