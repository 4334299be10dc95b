import type { ScriptContext } from './types.ts';

/**
 * The computation limit an access node gives a script by default (flow-go's
 * `--script-execution-computation-limit`, 100 000; the emulator's too).
 */
export const SCRIPT_COMPUTATION_LIMIT = 100_000;

/**
 * What one item costs the app's list scripts, as measured on emulator v1.20.0 with
 * `--computation-reporting` over the large world (`npm run bench`, emulatorComputation): e.g.
 * get_token_vaults used 5854 for FLOW and 200 vaults, about 29 each. Each figure is the script's
 * total over the items it visits, so it includes the cost of iterating storage.
 */
export const COMPUTATION_PER_ITEM = {
  /** get_token_vaults: a vault with its display, vault data and EVM side. */
  vault: 29,
  /** get_nft_collections: a collection with its display (1706 for 5 collections). */
  collection: 341,
  /** get_asset_paths: a stored vault or collection listed (as a storage page's path, 1446/100). */
  assetPath: 15,
  /** get_nfts_page: an NFT with its Display (362 for 60). */
  nft: 6,
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
