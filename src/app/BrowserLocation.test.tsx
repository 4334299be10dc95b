import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { BrowserLocation } from './BrowserLocation.tsx';

function Where() {
  const [pathname] = useLocation();
  const search = useSearch();
  return <output data-testid="where">{`${pathname}${search ? `?${search}` : ''}`}</output>;
}

function Home() {
  const [pathname] = useLocation();
  return pathname === '/' ? <Redirect to="/account" replace /> : null;
}

describe('BrowserLocation', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('follows a redirect made in the very first render', async () => {
    window.history.replaceState(null, '', '/');
    render(
      <BrowserLocation>
        <Home />
        <Where />
      </BrowserLocation>,
    );
    expect(await screen.findByText('/account')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/account');
  });

  it('moves path and query string together on a link, and back with the browser', async () => {
    window.history.replaceState(null, '', '/tokens');
    render(
      <BrowserLocation>
        <Link to="/nfts?collection=Moments">Moments</Link>
        <Where />
      </BrowserLocation>,
    );
    const length = window.history.length;
    await act(async () => screen.getByRole('link', { name: 'Moments' }).click());
    expect(await screen.findByText('/nfts?collection=Moments')).toBeInTheDocument();
    expect(window.history.length).toBe(length + 1);
    // The same page again replaces its entry: Back still leaves it.
    await act(async () => screen.getByRole('link', { name: 'Moments' }).click());
    expect(window.history.length).toBe(length + 1);
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByText('/tokens')).toBeInTheDocument();
  });
});
