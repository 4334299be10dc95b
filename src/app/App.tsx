import { ErrorBoundary } from '../components/ui/ErrorBoundary.tsx';
import type { AppEnv } from '../flow/env.ts';
import { AppProviders } from './AppProviders.tsx';
import { BrowserLocation } from './BrowserLocation.tsx';
import { RouteError } from './RouteError.tsx';
import { AppRoutes } from './router.tsx';

export function App({ env }: { readonly env: AppEnv }) {
  return (
    <AppProviders env={env}>
      <BrowserLocation>
        <ErrorBoundary fallback={(error) => <RouteError error={error} />}>
          <AppRoutes />
        </ErrorBoundary>
      </BrowserLocation>
    </AppProviders>
  );
}
