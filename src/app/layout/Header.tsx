import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { PendingTransactionsIndicator } from '../../features/activity/PendingTransactionsIndicator.tsx';
import { useFlowCurrentUser } from '../../flow/react/useFlowCurrentUser.ts';
import { NetworkSwitcher } from './NetworkSwitcher.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { WalletMenu } from './WalletMenu.tsx';

// Signed in only: whether live transfers are on is the user's setting (Activity).
const LiveTransfers = lazy(async () => ({
  default: (await import('../../features/activity/LiveTransfers.tsx')).LiveTransfers,
}));

export function Header() {
  const { address } = useFlowCurrentUser();
  return (
    <header className="header">
      <Link to="/" className="header__brand" aria-label="Flowdeck home">
        <img src="/icon.svg" alt="" width="28" height="28" />
        <span>Flowdeck</span>
      </Link>
      <div className="header__controls">
        {address ? (
          <Suspense fallback={null}>
            <LiveTransfers account={address} />
          </Suspense>
        ) : null}
        <PendingTransactionsIndicator />
        <NetworkSwitcher />
        <ThemeToggle />
        <WalletMenu />
      </div>
    </header>
  );
}
