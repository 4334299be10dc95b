/**
 * FCL's transaction-status polling interval: on an emulator chain `fcl.tx(id).subscribe` falls
 * back to polling with `transaction(id, opts = { txNotFoundTimeout: 12500, pollRate: 1000 })`
 * (fcl-core 1.30.3), and Flowdeck passes no options. Read from the installed source, so the
 * polling target follows FCL if it ever changes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export function fclPollRateMs(): number {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('@onflow/fcl-core'), 'utf8');
  const rates = new Set([...source.matchAll(/\bpollRate: (\d+)\b/g)].map((match) => match[1]));
  const [rate] = rates;
  if (rates.size !== 1 || rate === undefined) {
    throw new Error(`cannot tell FCL's default pollRate from its source (found ${[...rates]})`);
  }
  return Number(rate);
}
