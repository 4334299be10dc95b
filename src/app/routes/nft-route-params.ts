import { useRouteParams } from '../route-params.ts';

const UINT64_MAX = 2n ** 64n - 1n;

/** The NFT a detail URL names, or null when its id or path cannot be one. */
export function useNftRouteParams(): { storagePath: string; id: bigint } | null {
  const { storagePath = '', id = '' } = useRouteParams();
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,127}$/.test(storagePath) || !/^\d{1,20}$/.test(id)) return null;
  const value = BigInt(id);
  return value <= UINT64_MAX ? { storagePath, id: value } : null;
}
