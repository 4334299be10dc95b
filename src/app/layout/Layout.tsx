import { Outlet } from 'react-router';
import { ErrorBoundary } from '../../components/ui/ErrorBoundary.tsx';
import { TransactionToasts } from '../../features/activity/TransactionToasts.tsx';
import { ChainCheck } from './ChainCheck.tsx';
import { Header } from './Header.tsx';
import { MainNav } from './MainNav.tsx';
import { PanelError } from './PanelError.tsx';
import { WalletRequestBar } from './WalletRequestBar.tsx';

export function Layout() {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <MainNav />
      <ChainCheck />
      <main id="main" className="app__main" tabIndex={-1}>
        <ErrorBoundary fallback={(error, reset) => <PanelError error={error} onRetry={reset} />}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <footer className="app__footer">
        <p>Flowdeck talks only to your access node and your wallet. It has no server of its own.</p>
      </footer>
      <TransactionToasts />
      <WalletRequestBar />
    </div>
  );
}
