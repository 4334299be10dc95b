import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react';
import { Router } from 'wouter';
import { createListeners } from '../flow/listeners.ts';

interface Place {
  readonly path: string;
  readonly search: string;
}

interface NavigateOptions {
  readonly replace?: boolean;
  readonly state?: unknown;
}

const here = (): Place => ({ path: window.location.pathname, search: window.location.search });
const navigations = createListeners();

/** Going to the page on view replaces its history entry rather than adding a copy: Back leaves it. */
function navigate(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
  const { pathname, search } = window.location;
  const same = new URL(to, window.location.href);
  const again = same.pathname === pathname && same.search === search;
  window.history[replace || again ? 'replaceState' : 'pushState'](state, '', to);
  navigations.notify();
}

const PlaceContext = createContext<Place | null>(null);

function usePlace(): Place {
  const place = useContext(PlaceContext);
  if (place === null) throw new Error('The location is read outside BrowserLocation');
  return place;
}

// wouter's location and search hooks, read from the one place this provider keeps.
const useBrowserPath = (): [string, typeof navigate] => [usePlace().path, navigate];
const useBrowserSearch = (): string => usePlace().search;

/**
 * The browser's location for the routes (wouter), its path and query string changed together
 * and in a transition: the screen on view stays until the next one's code is there (a first
 * visit shows the Layout's Suspense fallback), and no screen sees a new query string with the
 * old path. wouter's own browser hook reads each from the history as it changes, outside any
 * transition.
 */
export function BrowserLocation({ children }: { readonly children: ReactNode }) {
  const [place, setPlace] = useState(here);
  useEffect(() => {
    const follow = () =>
      startTransition(() =>
        setPlace((shown) => {
          const next = here();
          return next.path === shown.path && next.search === shown.search ? shown : next;
        }),
      );
    window.addEventListener('popstate', follow);
    const stop = navigations.subscribe(follow);
    // A redirect in the first render (a returning user on `/`) navigated before this effect ran.
    follow();
    return () => {
      window.removeEventListener('popstate', follow);
      stop();
    };
  }, []);
  return (
    <PlaceContext.Provider value={place}>
      <Router hook={useBrowserPath} searchHook={useBrowserSearch}>
        {children}
      </Router>
    </PlaceContext.Provider>
  );
}
