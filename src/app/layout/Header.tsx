import { Link } from 'react-router';
import { PendingTransactionsIndicator } from '../../features/activity/PendingTransactionsIndicator.tsx';
import { NetworkSwitcher } from './NetworkSwitcher.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { WalletMenu } from './WalletMenu.tsx';

export function Header() {
  return (
    <header className="header">
      <Link to="/" className="header__brand" aria-label="Flowdeck home">
        <img src="/icon.svg" alt="" width="28" height="28" />
        <span>Flowdeck</span>
      </Link>
      <div className="header__controls">
        <PendingTransactionsIndicator />
        <NetworkSwitcher />
        <ThemeToggle />
        <WalletMenu />
      </div>
    </header>
  );
}
