import type { VirtualItem } from '@tanstack/react-virtual';
import type { CSSProperties } from 'react';
import { QueryErrorAlert } from '../../components/ui/QueryErrorAlert.tsx';
import { useNftPage } from '../../flow/react/useNftPage.ts';
import { NFT_PAGE_SIZE } from '../../flow/reads/nft-page.ts';
import { NftCard, NftCardSkeleton } from './NftCard.tsx';
import { nftDetailHref } from './nft-links.ts';

interface NftGridPageProps {
  readonly address: string;
  readonly storagePath: string;
  readonly basePath: string;
  readonly pageIndex: number;
  /** The page's rows the virtualiser shows now (none: the page stays mounted, its query kept). */
  readonly rows: readonly VirtualItem[];
  readonly columns: number;
  /** How many NFTs the collection holds. */
  readonly count: number;
  readonly measureRow: (element: HTMLElement | null) => void;
}

/**
 * The rows of one page of NFTs. One component per page keeps a single query observer per page
 * for as long as the grid is shown, so scrolling back and forth does not fetch a page again.
 */
export function NftGridPage({
  address,
  storagePath,
  basePath,
  pageIndex,
  rows,
  columns,
  count,
  measureRow,
}: NftGridPageProps) {
  const page = useNftPage(address, storagePath, pageIndex);
  const first = rows[0];
  if (first === undefined) return null;

  const rowStyle = (row: VirtualItem): CSSProperties => ({
    transform: `translateY(${row.start}px)`,
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
  });

  if (page.isError) {
    const from = pageIndex * NFT_PAGE_SIZE + 1;
    const to = Math.min(count, pageIndex * NFT_PAGE_SIZE + NFT_PAGE_SIZE);
    return (
      <div
        key={first.key}
        data-index={first.index}
        ref={measureRow}
        className="nft-grid__row nft-grid__row--message"
        style={rowStyle(first)}
      >
        <QueryErrorAlert title={`NFTs ${from}–${to} could not be loaded.`} query={page} />
      </div>
    );
  }

  return rows.map((row) => {
    const indices: number[] = [];
    for (
      let index = row.index * columns;
      index < Math.min(count, (row.index + 1) * columns);
      index++
    ) {
      indices.push(index);
    }
    return (
      <div
        key={row.key}
        data-index={row.index}
        ref={measureRow}
        className="nft-grid__row"
        style={rowStyle(row)}
        aria-busy={page.isPending || undefined}
      >
        {indices.map((index) => {
          if (page.isPending) return <NftCardSkeleton key={index} />;
          const item = page.data.items[index - pageIndex * NFT_PAGE_SIZE];
          // Fewer NFTs than counted (some moved away since, or could not be read): leave the gap.
          if (item === undefined) return null;
          return (
            <NftCard key={index} item={item} href={nftDetailHref(basePath, storagePath, item.id)} />
          );
        })}
      </div>
    );
  });
}
