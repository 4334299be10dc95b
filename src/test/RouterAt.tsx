import { type ReactNode, useState } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/** The routes' location in a test: starts at `path` (with its query string), kept in memory. */
export function RouterAt({
  path = '/',
  children,
}: {
  readonly path?: string;
  readonly children: ReactNode;
}) {
  const [location] = useState(() => memoryLocation({ path }));
  return <Router hook={location.hook}>{children}</Router>;
}
