import * as v from 'valibot';

/**
 * The maximum fee as last read, kept in localStorage so that a returning user's dashboard needs
 * no request for it. FlowFees' parameters change only by governance, and the app reads the fee
 * again after each of the user's transactions seals; a day bounds how stale a kept one can be.
 */
export const FEE_CACHE_MAX_AGE_MS = 24 * 60 * 60_000;

const storedFeeSchema = v.pipe(
  v.string(),
  v.parseJson(),
  v.object({
    fee: v.pipe(
      v.string(),
      v.regex(/^\d{1,20}$/),
      v.transform((digits) => BigInt(digits)),
    ),
    at: v.number(),
  }),
);

export function readCachedFee(key: string, now = Date.now()): bigint | undefined {
  try {
    const stored = v.safeParse(storedFeeSchema, localStorage.getItem(key));
    if (!stored.success) return undefined;
    const { fee, at } = stored.output;
    // A time ahead of now (a clock changed) is as untrustworthy as an old one.
    return at <= now && now - at < FEE_CACHE_MAX_AGE_MS ? fee : undefined;
  } catch {
    return undefined;
  }
}

export function writeCachedFee(key: string, fee: bigint, now = Date.now()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ fee: fee.toString(), at: now }));
  } catch {
    // Storage full or blocked: the fee is read again next time.
  }
}
