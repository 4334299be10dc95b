import { lazy, Suspense } from 'react';
import { useSearchParams } from 'wouter';
import { useTransactionsBlocked } from '../../components/transaction-flow/useTransactionsBlocked.ts';
import { LoadingLine } from '../../components/ui/LoadingLine.tsx';
import { QueryErrorAlert } from '../../components/ui/QueryErrorAlert.tsx';
import { SearchLink } from '../../components/ui/SearchLink.tsx';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { useAccountSummary } from '../../flow/react/useAccountSummary.ts';
import { useEvmAccount } from '../../flow/react/useEvmAccount.ts';
import { useEvmAddressBook } from '../../flow/react/useEvmAddressBook.ts';
import { useFlowChainId } from '../../flow/react/useFlowChainId.ts';
import { useNoteEvmBalances } from '../../flow/react/useNoteEvmBalances.ts';
import { EnableEvm } from './EnableEvm.tsx';
import { EvmAccountCard } from './EvmAccountCard.tsx';
import { MoveFlow } from './MoveFlow.tsx';
import '../../components/ui/form.css';
import './evm.css';

// Move FLOW (the first action) loads with the page; each other action's form and Cadence load
// when it is first opened.
const BridgeTokens = lazy(() =>
  import('./BridgeTokens.tsx').then(({ BridgeTokens }) => ({ default: BridgeTokens })),
);
const BridgeNfts = lazy(() =>
  import('./BridgeNfts.tsx').then(({ BridgeNfts }) => ({ default: BridgeNfts })),
);
const BringEvmToken = lazy(() =>
  import('./BringEvmToken.tsx').then(({ BringEvmToken }) => ({ default: BringEvmToken })),
);
const WflowBatch = lazy(() =>
  import('./WflowBatch.tsx').then(({ WflowBatch }) => ({ default: WflowBatch })),
);

const ACTIONS = [
  { id: 'move', label: 'Move FLOW' },
  { id: 'tokens', label: 'Bridge tokens' },
  { id: 'nfts', label: 'Bridge NFTs' },
  { id: 'bring', label: 'Bring an EVM token' },
  { id: 'wflow', label: 'Wrap and unwrap' },
] as const;

type ActionId = (typeof ACTIONS)[number]['id'];

/** The account's EVM side: its COA, and every way to move value between the two VMs. */
export function EvmPage({ address }: { readonly address: string }) {
  const { network } = useFlowContext('EvmPage');
  const { wflow } = useEvmAddressBook();
  const chain = useFlowChainId();
  const blocked = useTransactionsBlocked();
  const summary = useAccountSummary(address);
  const evm = useEvmAccount(address, wflow);
  useNoteEvmBalances(
    address,
    evm.data
      ? { coa: evm.data.coaAddress, flowAtto: evm.data.balanceAtto, wflow: evm.data.wflowBalance }
      : null,
  );
  const [params] = useSearchParams();

  if (summary.error || evm.error) {
    return <QueryErrorAlert title="Your accounts could not be read." query={[summary, evm]} />;
  }
  if (summary.data === undefined || evm.data === undefined) {
    return <LoadingLine>Loading your EVM account…</LoadingLine>;
  }
  if (chain.isLoading) {
    return <LoadingLine>Checking the network…</LoadingLine>;
  }
  if (blocked) {
    return (
      <p className="field__error" role="alert">
        {blocked}
      </p>
    );
  }

  const account = evm.data;
  const availableFlow = summary.data.availableBalance;
  const shared = { address, availableFlow };
  const actions = ACTIONS.filter((action) => action.id !== 'wflow' || wflow !== null);
  const requested = params.get('action');
  const active: ActionId = actions.find((action) => action.id === requested)?.id ?? 'move';
  const activeLabel = actions.find((action) => action.id === active)?.label ?? '';

  return (
    // Drafts and steps belong to one account on one network.
    <div className="evm-page" key={`${network}:${address}`}>
      <EnableEvm {...shared} hasCoa={account !== null} />
      {account ? (
        <>
          <EvmAccountCard account={account} wflow={wflow} />
          <nav className="tabs" aria-label="EVM actions">
            {actions.map((action) => (
              <SearchLink
                key={action.id}
                search={`?action=${action.id}`}
                aria-current={action.id === active ? 'page' : undefined}
              >
                {action.label}
              </SearchLink>
            ))}
          </nav>
          <section aria-labelledby="evm-action-heading">
            <h2 id="evm-action-heading">{activeLabel}</h2>
            <Suspense fallback={<LoadingLine>{`Loading ${activeLabel}…`}</LoadingLine>}>
              {active === 'move' ? (
                <MoveFlow {...shared} coaBalanceAtto={account.balanceAtto} />
              ) : active === 'tokens' ? (
                <BridgeTokens {...shared} />
              ) : active === 'nfts' ? (
                <BridgeNfts {...shared} />
              ) : active === 'bring' ? (
                <BringEvmToken {...shared} />
              ) : wflow ? (
                <WflowBatch
                  address={address}
                  wflow={wflow}
                  flowAtto={account.balanceAtto}
                  wflowBalance={account.wflowBalance ?? 0n}
                />
              ) : null}
            </Suspense>
          </section>
        </>
      ) : null}
    </div>
  );
}
