import { describe, expect, it } from 'vitest';
import { NFT_PAGE_SIZE } from '../../flow/reads/nft-page.ts';
import {
  GRID_GAP,
  gridColumns,
  gridRowHeight,
  MAX_COLUMNS,
  MIN_CARD_WIDTH,
  pageOfRow,
} from './grid-layout.ts';

describe('grid layout', () => {
  it('behavior: fits as many columns as the width allows, from 1 to MAX_COLUMNS', () => {
    expect(gridColumns(0)).toBe(1);
    expect(gridColumns(300)).toBe(1);
    expect(gridColumns(343)).toBe(2); // a phone
    expect(gridColumns(2 * MIN_CARD_WIDTH + GRID_GAP)).toBe(2);
    expect(gridColumns(2 * MIN_CARD_WIDTH + GRID_GAP - 1)).toBe(1);
    expect(gridColumns(960)).toBe(5);
    expect(gridColumns(10_000)).toBe(MAX_COLUMNS);
  });

  it('behavior: every column count divides NFT_PAGE_SIZE, so a row never spans two pages', () => {
    for (let width = 0; width <= 4000; width += 7) {
      expect(NFT_PAGE_SIZE % gridColumns(width)).toBe(0);
    }
  });

  it('behavior: rows are a square card, its caption and the gap high', () => {
    expect(gridRowHeight(960, 5)).toBe(Math.round((960 - 4 * GRID_GAP) / 5 + 80 + GRID_GAP));
    expect(gridRowHeight(300, 1)).toBe(300 + 80 + GRID_GAP);
  });

  it('behavior: maps rows to pages', () => {
    expect(pageOfRow(0, 5)).toBe(0);
    expect(pageOfRow(11, 5)).toBe(0);
    expect(pageOfRow(12, 5)).toBe(1);
    expect(pageOfRow(59, 1)).toBe(0);
    expect(pageOfRow(60, 1)).toBe(1);
    expect(pageOfRow(10, 6)).toBe(1);
  });
});
