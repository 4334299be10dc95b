import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '../components/ui/ErrorBoundary.tsx';
import type { AppEnv } from '../flow/env.ts';
import { AppProviders } from './AppProviders.tsx';
import { RouteError } from './RouteError.tsx';
import { AppRoutes } from './router.tsx';

export function App({ env }: { readonly env: AppEnv }) {
  return (
    <AppProviders env={env}>
      <BrowserRouter>
        <ErrorBoundary fallback={(error) => <RouteError error={error} />}>
          <AppRoutes />
        </ErrorBoundary>
      </BrowserRouter>
    </AppProviders>
  );
}
