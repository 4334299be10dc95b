import { createContext, useContext } from 'react';

/**
 * The account an account level (account.tsx, address.tsx) shows in its tabs: the signed-in
 * user's, or a viewed one, normalised.
 */
export const RouteAddressContext = createContext<string | null>(null);

export function useRouteAddress(): string {
  const address = useContext(RouteAddressContext);
  if (address === null) throw new Error('An account tab was shown outside an account');
  return address;
}
