import type { ComponentProps } from 'react';
import { Link, useLocation } from 'wouter';

/** A link to the page on view with another query string (`?action=move`; '' or '?' for none). */
export function SearchLink({
  search,
  ...props
}: { readonly search: string } & Omit<ComponentProps<'a'>, 'href'>) {
  const [pathname] = useLocation();
  const query = search.replace(/^\?/, '');
  return <Link to={query === '' ? pathname : `${pathname}?${query}`} {...props} />;
}
