import * as v from 'valibot';

/**
 * The staking-collection templates the app sends (Flow's manifest ids): set up a collection,
 * register a delegator, and each thing a delegator (or a node, with no delegator id) can do.
 */
export const STAKING_TEMPLATE_IDS = [
  'SCO.01',
  'SCO.02',
  'SCO.05',
  'SCO.06',
  'SCO.07',
  'SCO.08',
  'SCO.10',
  'SCO.11',
  'SCO.12',
] as const;

export type StakingTemplateId = (typeof STAKING_TEMPLATE_IDS)[number];

// Flow's templates are a few kilobytes each; more is not one of them.
const MAX_SOURCE = 20_000;

/**
 * One network's file in `generated/`, written at install time by scripts/staking-transactions.ts
 * from the flow-core-contracts templates module and read back through this schema.
 */
export const StakingTemplateFile = v.object({
  /** `github.com/onflow/flow-core-contracts/lib/go/templates@v1.9.3`. */
  module: v.string(),
  network: v.picklist(['mainnet', 'testnet', 'local']),
  templates: v.array(
    v.object({
      id: v.picklist(STAKING_TEMPLATE_IDS),
      name: v.string(),
      /** The manifest's hex SHA2-256 of `source`; null for the emulator's re-addressed copy. */
      hash: v.nullable(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/))),
      source: v.pipe(v.string(), v.maxLength(MAX_SOURCE)),
    }),
  ),
});

export type StakingTemplateFile = v.InferOutput<typeof StakingTemplateFile>;
