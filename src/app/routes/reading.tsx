import { Outlet } from 'react-router';
import { FlowQueryProvider } from '../../flow/react/FlowQueryProvider.tsx';

/** Every screen but the start page: they read the chain, through the query layer. */
export function Component() {
  return (
    <FlowQueryProvider>
      <Outlet />
    </FlowQueryProvider>
  );
}
