import { useSearchParams } from 'wouter';
import { LazyCadenceEditor } from '../../components/cadence/LazyCadenceEditor.tsx';
import { CopyButton } from '../../components/ui/CopyButton.tsx';
import { LoadingLine } from '../../components/ui/LoadingLine.tsx';
import { inspectedText } from '../../components/ui/plain-text.ts';
import { QueryErrorAlert } from '../../components/ui/QueryErrorAlert.tsx';
import { SearchLink } from '../../components/ui/SearchLink.tsx';
import { useFlowAccount } from '../../flow/react/useFlowAccount.ts';
import { type ContractSource, contractSources } from './contract-sources.ts';
import './contracts.css';

const NAME_LENGTH = 100;

const sizeText = (contract: ContractSource) =>
  `${contract.lines.toLocaleString('en')} ${contract.lines === 1 ? 'line' : 'lines'}, ${contract.bytes.toLocaleString('en')} bytes`;

/**
 * The contracts deployed on an account, from the access node's account endpoint (the same read
 * as its keys, shared through the query cache); the one named by the URL's `contract` parameter
 * opens read-only in the script runner's editor.
 */
export function ContractsView({ address }: { readonly address: string }) {
  const account = useFlowAccount(address);
  const [searchParams] = useSearchParams();
  if (account.isPending) return <LoadingLine>Reading the account’s contracts…</LoadingLine>;
  if (account.isError) {
    return <QueryErrorAlert title="The account’s contracts could not be read." query={account} />;
  }
  const contracts = contractSources(account.data.contracts);
  const requested = searchParams.get('contract');
  const selected = contracts.find((contract) => contract.name === requested) ?? null;
  return (
    <section className="contracts" aria-labelledby="contracts-heading">
      <h1 id="contracts-heading">Contracts</h1>
      {contracts.length === 0 ? (
        <p data-testid="contracts-empty">No contracts are deployed on this account.</p>
      ) : (
        <>
          <p>
            {contracts.length === 1
              ? 'One contract is deployed on this account.'
              : `${contracts.length} contracts are deployed on this account.`}{' '}
            Their code is shown as the chain holds it, read-only.
          </p>
          <ul className="contracts__list" aria-label="Contracts">
            {contracts.map((contract) => (
              <li key={contract.name}>
                <SearchLink
                  search={`?contract=${encodeURIComponent(contract.name)}`}
                  aria-current={contract === selected ? 'true' : undefined}
                  data-testid="deployed-contract"
                >
                  {inspectedText(contract.name, NAME_LENGTH)}
                </SearchLink>{' '}
                <span className="small contracts__size">{sizeText(contract)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {requested !== null && selected === null && contracts.length > 0 ? (
        <p role="alert">
          This account has no contract named “{inspectedText(requested, NAME_LENGTH)}”.
        </p>
      ) : null}
      {selected ? (
        <section className="contracts__source" aria-labelledby="contract-source-heading">
          <div className="contracts__source-header">
            <h2 id="contract-source-heading">{inspectedText(selected.name, NAME_LENGTH)}</h2>
            <span className="small">{sizeText(selected)}</span>
            <CopyButton value={selected.code} label="Copy source" />
          </div>
          <p className="small" id="contract-source-help">
            Read-only: select and copy freely; nothing here can change it.
          </p>
          <LazyCadenceEditor
            value={selected.code}
            labelledBy="contract-source-heading"
            describedBy="contract-source-help"
          />
        </section>
      ) : null}
    </section>
  );
}
