import { useState } from 'react';
import { Link } from 'wouter';
import { LoadingLine } from '../../components/ui/LoadingLine.tsx';
import { inspectedText } from '../../components/ui/plain-text.ts';
import { QueryErrorAlert } from '../../components/ui/QueryErrorAlert.tsx';
import type {
  StorageDomain,
  StorageEntry,
} from '../../flow/cadence/scripts/get_account_storage.ts';
import { STORAGE_PAGE_SIZE } from '../../flow/cadence/scripts/metadata-limits.ts';
import { useAccountStoragePage } from '../../flow/react/useAccountStoragePage.ts';
import { type AccountScreens, kindName, screenFor } from './storage-links.ts';
import './storage.css';

// The script cuts identifiers at 256 characters; invisible characters shown as \u{…} add more.
const TEXT_LENGTH = 300;

const DOMAINS: Readonly<Record<StorageDomain, { title: string; what: string; empty: string }>> = {
  storage: {
    title: 'Stored',
    what: 'Values the account keeps in its storage, each at a /storage path. Only the account itself can reach them.',
    empty: 'Nothing is stored in this account.',
  },
  public: {
    title: 'Public',
    what: 'Capabilities the account publishes at /public paths: what anyone may borrow from it, and as what type.',
    empty: 'This account publishes no capabilities.',
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

/** One page of a domain's paths, read when it is first shown. */
function PageEntries({
  address,
  domain,
  offset,
  screens,
}: {
  address: string;
  domain: StorageDomain;
  offset: number;
  screens: AccountScreens;
}) {
  const page = useAccountStoragePage(address, domain, offset);
  if (page.isPending) {
    return (
      <li>
        <LoadingLine>Reading more paths…</LoadingLine>
      </li>
    );
  }
  if (page.isError) {
    return (
      <li>
        <QueryErrorAlert title="These paths could not be read." query={page} />
      </li>
    );
  }
  return page.data.entries.map((entry) => (
    <EntryRow key={entry.path} entry={entry} screens={screens} />
  ));
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
  const [pageCount, setPageCount] = useState(1);
  // The first page gives the total; the last one shown says when the next may be asked for.
  const first = useAccountStoragePage(address, domain, 0);
  const last = useAccountStoragePage(address, domain, (pageCount - 1) * STORAGE_PAGE_SIZE);
  const words = DOMAINS[domain];
  const headingId = `storage-${domain}-heading`;
  const total = first.data?.total ?? 0;
  const shown = Math.min(pageCount * STORAGE_PAGE_SIZE, total);
  // Pages after the first: the first is drawn from `first`, so no second observer asks again.
  const laterOffsets = Array.from(
    { length: pageCount - 1 },
    (_, page) => (page + 1) * STORAGE_PAGE_SIZE,
  );
  return (
    <section
      className="card storage__domain"
      aria-labelledby={headingId}
      data-testid={`storage-${domain}`}
    >
      <h2 id={headingId}>
        {words.title}
        {first.data ? (
          <span className="storage__count small" data-testid="storage-total">
            {' '}
            {total.toLocaleString('en')} {total === 1 ? 'path' : 'paths'}
          </span>
        ) : null}
      </h2>
      <p className="small">{words.what}</p>
      {first.isPending ? (
        <LoadingLine>Reading the paths…</LoadingLine>
      ) : first.isError ? (
        <QueryErrorAlert title="These paths could not be read." query={first} />
      ) : total === 0 ? (
        <p>{words.empty}</p>
      ) : (
        <>
          <ul className="storage__list" aria-label={`${words.title} paths`}>
            {first.data.entries.map((entry) => (
              <EntryRow key={entry.path} entry={entry} screens={screens} />
            ))}
            {laterOffsets.map((offset) => (
              <PageEntries
                key={offset}
                address={address}
                domain={domain}
                offset={offset}
                screens={screens}
              />
            ))}
          </ul>
          {/* An empty page ends the walk even if the total says more: the account changed. */}
          {last.isSuccess && last.data.entries.length > 0 && shown < total ? (
            <button
              type="button"
              className="button"
              onClick={() => setPageCount((count) => count + 1)}
            >
              Show more ({shown.toLocaleString('en')} of {total.toLocaleString('en')})
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
      {/* Keyed by address: another account starts again at its first page. */}
      <DomainSection
        key={`${address} storage`}
        address={address}
        domain="storage"
        screens={screens}
      />
      <DomainSection
        key={`${address} public`}
        address={address}
        domain="public"
        screens={screens}
      />
    </section>
  );
}
