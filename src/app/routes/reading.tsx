import type { ReactNode } from 'react';
import { FlowQueryProvider } from '../../flow/react/FlowQueryProvider.tsx';

/** Every screen but the start page: they read the chain, through the query layer. */
export function Component({ children }: { readonly children?: ReactNode }) {
  return <FlowQueryProvider>{children}</FlowQueryProvider>;
}
