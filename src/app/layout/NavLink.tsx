import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

/**
 * A link that marks itself as the current page (`aria-current`, which the styles show) on its
 * own path and, unless `end`, on every path below it.
 */
export function NavLink({
  to,
  end = false,
  children,
}: {
  readonly to: string;
  readonly end?: boolean;
  readonly children: ReactNode;
}) {
  const [pathname] = useLocation();
  const here = pathname.replace(/\/$/, '').toLowerCase();
  const target = to.toLowerCase();
  const current = here === target || (!end && here.startsWith(`${target}/`));
  return (
    <Link to={to} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
