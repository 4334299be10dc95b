import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';
import { ErrorBoundary } from '../../components/ui/ErrorBoundary.tsx';
import { TransactionToasts } from '../../features/activity/TransactionToasts.tsx';
import { ScreenLoadError, useScreenCodeArrivals } from '../lazy-screen.tsx';
import { RouteError } from '../RouteError.tsx';
import { ChainCheck } from './ChainCheck.tsx';
import { Header } from './Header.tsx';
import { MainNav } from './MainNav.tsx';
import { PanelError } from './PanelError.tsx';
import { WalletRequestBar } from './WalletRequestBar.tsx';

/** The shell around every screen: `children` is the screen the path shows. */
export function Layout({ children }: { readonly children: ReactNode }) {
  const [pathname] = useLocation();
  useScreenCodeArrivals();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <MainNav />
      <ChainCheck />
      <main id="main" className="app__main" tabIndex={-1}>
        {/* Leaving a screen that failed clears its error, as a new screen is a new start. */}
        <ErrorBoundary
          resetKey={pathname}
          fallback={(error, reset) =>
            error instanceof ScreenLoadError ? (
              <RouteError error={error} />
            ) : (
              <PanelError error={error} onRetry={reset} />
            )
          }
        >
          <Suspense
            fallback={
              <p className="app__loading" aria-busy="true">
                Loading…
              </p>
            }
          >
            {children}
          </Suspense>
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
