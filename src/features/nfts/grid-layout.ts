import { NFT_PAGE_SIZE } from '../../flow/reads/nft-page.ts';

/** Space between cards, in px (matches `--nft-gap` in nfts.css). */
export const GRID_GAP = 16;
/** Cards never get narrower than this, in px, unless one column is all there is. */
export const MIN_CARD_WIDTH = 150;
/** Every count from 1 to 6 divides NFT_PAGE_SIZE, so a row always lies within one page. */
export const MAX_COLUMNS = 6;
/** The card's caption and borders below its square image, in px (an estimate; rows are measured). */
const CAPTION_HEIGHT = 80;
/** The grid's size where there is no layout to measure (before the first layout, or in jsdom). */
export const FALLBACK_RECT = { width: 960, height: 720 } as const;

/** How many cards fit side by side in `width` px. */
export function gridColumns(width: number): number {
  const fitting = Math.floor((width + GRID_GAP) / (MIN_CARD_WIDTH + GRID_GAP));
  return Math.min(MAX_COLUMNS, Math.max(1, fitting));
}

/** The estimated height of one row of cards, gap included. */
export function gridRowHeight(width: number, columns: number): number {
  const cardWidth = Math.max(0, (width - GRID_GAP * (columns - 1)) / columns);
  return Math.round(cardWidth + CAPTION_HEIGHT + GRID_GAP);
}

/** The page a row's NFTs come from. */
export function pageOfRow(row: number, columns: number): number {
  return Math.floor((row * columns) / NFT_PAGE_SIZE);
}
