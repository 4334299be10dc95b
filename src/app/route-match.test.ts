import { describe, expect, it } from 'vitest';
import { matchRoutes } from './route-match.ts';
import type { RouteNode } from './route-types.ts';

const TABLE: readonly RouteNode[] = [
  {
    path: '/',
    id: 'layout',
    children: [
      { index: true, id: 'home' },
      {
        id: 'reading',
        children: [
          {
            path: 'account',
            id: 'account',
            children: [
              { index: true, id: 'overview' },
              { path: 'keys', id: 'keys' },
            ],
          },
          { path: 'nfts/:storagePath/:id', id: 'nft' },
          { path: '*', id: 'not-found' },
        ],
      },
    ],
  },
];

const levels = (pathname: string) => matchRoutes(TABLE, pathname)?.routes.map(({ id }) => id);

describe('matchRoutes', () => {
  it('gives every level of a path, index routes and pathless levels included', () => {
    expect(levels('/')).toEqual(['layout', 'home']);
    expect(levels('/account')).toEqual(['layout', 'reading', 'account', 'overview']);
    expect(levels('/account/keys')).toEqual(['layout', 'reading', 'account', 'keys']);
  });

  it('ignores case and a trailing slash, as React Router did', () => {
    expect(levels('/Account/')).toEqual(['layout', 'reading', 'account', 'overview']);
  });

  it('decodes the parameters, and keeps one that is not valid percent-encoding as typed', () => {
    expect(matchRoutes(TABLE, '/nfts/Moments%20Collection/7')?.params).toEqual({
      storagePath: 'Moments Collection',
      id: '7',
    });
    expect(matchRoutes(TABLE, '/nfts/%E0%A4%A/7')?.params.storagePath).toBe('%E0%A4%A');
  });

  it('takes the first match in the table, so the catch-all only what nothing else shows', () => {
    expect(levels('/account/keys/extra')).toEqual(['layout', 'reading', 'not-found']);
    expect(levels('/nowhere')).toEqual(['layout', 'reading', 'not-found']);
  });

  it('matches nothing outside the table', () => {
    expect(matchRoutes([{ path: '/account', id: 'account' }], '/tokens')).toBeNull();
  });
});
