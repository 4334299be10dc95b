import type { ScriptContext } from './types.ts';

/**
 * The computation limit an access node gives a script by default (flow-go's
 * `--script-execution-computation-limit`, 100 000; the emulator's too).
 */
export const SCRIPT_COMPUTATION_LIMIT = 100_000;

/**
 * What one item costs the app's list scripts on mainnet's weights (FLIP 370), as measured on
 * emulator v1.20.0 with those weights set and `--computation-reporting`, over the large world
 * (`npm run bench`, emulatorComputation's cost curves; 2026-11-27): the item's own read plus the
 * walk over its stored path (about 80 a path), since each new vault or collection is both.
 */
export const COMPUTATION_PER_ITEM = {
  /** get_token_vaults: a vault with its display, vault data and EVM side (81 + 80). */
  vault: 161,
  /** get_nft_collections: a collection with its display (91 + 79). */
  collection: 170,
  /** get_asset_paths: a stored vault or collection listed (18894 for 206). */
  assetPath: 92,
  /** get_nfts_page: an NFT with its Display (1492 for 60). */
  nft: 25,
} as const;

/**
 * Counts a script's computation and fails as flow-go does (code 1110, "computation exceeds limit")
 * once it passes the access node's script limit.
 */
export function scriptComputation(ctx: ScriptContext, needle: string) {
  let used = 0;
  return {
    use(units: number): void {
      used += units;
      if (used <= SCRIPT_COMPUTATION_LIMIT) return;
      ctx.fail(
        `[Error Code: 1110] computation exceeds limit (${SCRIPT_COMPUTATION_LIMIT})`,
        ctx.locate(needle),
      );
    },
  };
}
