import { RouterProvider } from 'react-router';
import type { AppEnv } from '../flow/env.ts';
import { AppProviders } from './AppProviders.tsx';
import { router } from './router.tsx';

export function App({ env }: { readonly env: AppEnv }) {
  return (
    <AppProviders env={env}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
