import {
  measureElement,
  observeElementRect,
  type Rect,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FALLBACK_RECT, gridColumns, gridRowHeight, pageOfRow } from './grid-layout.ts';
import { NftGridPage } from './NftGridPage.tsx';

interface NftGridProps {
  readonly address: string;
  readonly storagePath: string;
  readonly basePath: string;
  /** How many NFTs the collection holds. */
  readonly count: number;
  /** The collection's name, as shown, for the grid's accessible name. */
  readonly label: string;
}

/** Rows beyond the visible ones kept rendered, so Tab and fast scrolling find cards ready. */
const OVERSCAN_ROWS = 2;

/**
 * A virtualised grid of a collection's NFTs: rows × columns from the grid's width; only the rows
 * in view are rendered, and a page of NFTs is fetched when the first of its rows comes into view.
 */
export function NftGrid({ address, storagePath, basePath, count, label }: NftGridProps) {
  const scrollRef = useRef<HTMLElement>(null);
  const [width, setWidth] = useState<number>(FALLBACK_RECT.width);
  const columns = gridColumns(width);
  const estimatedRowHeight = gridRowHeight(width, columns);

  // Without layout (first render, jsdom) an element measures 0 × 0: use the fallback size then.
  const observeRect = useCallback(
    (instance: Virtualizer<HTMLElement, HTMLElement>, onRect: (rect: Rect) => void) =>
      observeElementRect(instance, (rect) => {
        const measured = rect.width > 0 || rect.height > 0 ? rect : FALLBACK_RECT;
        setWidth(measured.width);
        onRect(measured);
      }),
    [],
  );

  const virtualizer = useVirtualizer<HTMLElement, HTMLElement>({
    count: Math.ceil(count / columns),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedRowHeight,
    overscan: OVERSCAN_ROWS,
    initialRect: FALLBACK_RECT,
    observeElementRect: observeRect,
    // A new column count makes every row new, so no stale row height survives it.
    getItemKey: (row) => `${columns}:${row}`,
    measureElement: (element, entry, instance) => {
      const measured = measureElement(element, entry, instance);
      return measured > 0 ? measured : estimatedRowHeight;
    },
  });

  const rows = virtualizer.getVirtualItems();
  const visiblePages = [...new Set(rows.map((row) => pageOfRow(row.index, columns)))];
  const visibleKey = visiblePages.join(',');

  // Pages reached once stay mounted (without rows), so their data is not fetched again.
  const [reachedPages, setReachedPages] = useState<ReadonlySet<number>>(() => new Set());
  useEffect(() => {
    const pages = visibleKey === '' ? [] : visibleKey.split(',').map(Number);
    setReachedPages((reached) =>
      pages.every((page) => reached.has(page)) ? reached : new Set([...reached, ...pages]),
    );
  }, [visibleKey]);
  const mountedPages = [...new Set([...reachedPages, ...visiblePages])].sort((a, b) => a - b);

  return (
    <section
      ref={scrollRef}
      className="nft-grid"
      aria-label={`NFTs in ${label}`}
      // Focusable so that the keyboard can scroll it as well as tab through its cards.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      data-columns={columns}
    >
      <div className="nft-grid__rows" style={{ height: virtualizer.getTotalSize() }}>
        {mountedPages.map((pageIndex) => (
          <NftGridPage
            key={pageIndex}
            address={address}
            storagePath={storagePath}
            basePath={basePath}
            pageIndex={pageIndex}
            rows={rows.filter((row) => pageOfRow(row.index, columns) === pageIndex)}
            columns={columns}
            count={count}
            measureRow={virtualizer.measureElement}
          />
        ))}
      </div>
    </section>
  );
}
