import { Link } from 'react-router';
import { LoadingLine } from '../../components/ui/LoadingLine.tsx';
import { inspectedText } from '../../components/ui/plain-text.ts';
import { QueryErrorAlert } from '../../components/ui/QueryErrorAlert.tsx';
import type {
  StorageDomain,
  StorageEntry,
} from '../../flow/cadence/scripts/get_account_storage.ts';
import { useAccountStorage } from '../../flow/react/useAccountStorage.ts';
import { type AccountScreens, kindName, screenFor } from './storage-links.ts';
import './storage.css';

// The script cuts identifiers at 256 characters; invisible characters shown as \u{…} add more.
const TEXT_LENGTH = 300;

const DOMAINS: Readonly<
  Record<StorageDomain, { title: string; what: string; empty: string; typeLabel: string }>
> = {
  storage: {
    title: 'Stored',
    what: 'Values the account keeps in its storage, each at a /storage path. Only the account itself can reach them.',
    empty: 'Nothing is stored in this account.',
    typeLabel: 'Type',
  },
  public: {
    title: 'Public',
    what: 'Capabilities the account publishes at /public paths: what anyone may borrow from it, and as what type.',
    empty: 'This account publishes no capabilities.',
    typeLabel: 'Capability',
  },
};

function EntryRow({ entry, screens }: { entry: StorageEntry; screens: AccountScreens }) {
  const kind = kindName(entry);
  const screen = screenFor(entry, screens);
  return (
    <li className="storage__entry" data-testid="storage-entry">
      <code className="storage__path" data-testid="storage-path">
        {inspectedText(entry.path, TEXT_LENGTH)}
      </code>
      {entry.kind === null ? (
        <p className="storage__unreadable" data-testid="storage-unreadable">
          {entry.type === ''
            ? 'Its type cannot be read: the contract that defines it fails to load (it may no longer type-check). Nothing else can be read of this path; the rest of the account is unaffected.'
            : 'This value cannot be read: the contract that defines its type fails to load (it may no longer type-check). Only its type’s name is known; the rest of the account is unaffected.'}
        </p>
      ) : null}
      {entry.type !== '' ? (
        <code className="storage__type" data-testid="storage-type">
          {inspectedText(entry.type, TEXT_LENGTH)}
        </code>
      ) : null}
      {kind !== null || screen !== null ? (
        <span className="storage__kind small">
          {kind}
          {screen ? (
            <>
              {kind ? ' · ' : null}
              <Link to={screen.to}>{screen.label}</Link>
            </>
          ) : null}
        </span>
      ) : null}
    </li>
  );
}

function DomainSection({
  address,
  domain,
  screens,
}: {
  address: string;
  domain: StorageDomain;
  screens: AccountScreens;
}) {
  const query = useAccountStorage(address, domain);
  const words = DOMAINS[domain];
  const headingId = `storage-${domain}-heading`;
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return (
    <section
      className="card storage__domain"
      aria-labelledby={headingId}
      data-testid={`storage-${domain}`}
    >
      <h2 id={headingId}>
        {words.title}
        {query.data ? (
          <span className="storage__count small" data-testid="storage-total">
            {' '}
            {total.toLocaleString('en')} {total === 1 ? 'path' : 'paths'}
          </span>
        ) : null}
      </h2>
      <p className="small">{words.what}</p>
      {query.isPending ? (
        <LoadingLine>Reading the paths…</LoadingLine>
      ) : query.isError && entries.length === 0 ? (
        <QueryErrorAlert title="These paths could not be read." query={query} />
      ) : entries.length === 0 ? (
        <p>{words.empty}</p>
      ) : (
        <>
          <ul className="storage__list" aria-label={`${words.title} paths`}>
            {entries.map((entry) => (
              <EntryRow key={entry.path} entry={entry} screens={screens} />
            ))}
          </ul>
          {query.isFetchNextPageError ? (
            <QueryErrorAlert title="The next paths could not be read." query={query} />
          ) : null}
          {query.hasNextPage ? (
            <button
              type="button"
              className="button"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage
                ? 'Reading…'
                : `Show more (${entries.length.toLocaleString('en')} of ${total.toLocaleString('en')})`}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * What an account stores and what it exposes: every storage path with the type stored there,
 * every public path with its capability's type, a page (one script request) at a time. A value
 * whose contract fails to load is listed as such, and everything else still is.
 */
export function StorageView({
  address,
  screens,
}: {
  readonly address: string;
  readonly screens: AccountScreens;
}) {
  return (
    <section className="storage" aria-labelledby="storage-heading">
      <h1 id="storage-heading">Storage</h1>
      <p className="small">
        Paths and types come from the chain and are shown as plain text. Flow reports the storage an
        account uses as one figure (on the account overview), not per path.
      </p>
      <DomainSection address={address} domain="storage" screens={screens} />
      <DomainSection address={address} domain="public" screens={screens} />
    </section>
  );
}
