import { bridgeFeeEstimate } from '../../flow/cadence/scripts/get_bridge_quote.ts';
import { formatFlow } from '../../flow/flow-amounts.ts';

/** What the bridge says about a type, as far as the fee and its availability go. */
export interface BridgeTerms {
  readonly paused: boolean;
  /** null: the bridge cannot carry this type at all. */
  readonly requiresOnboarding: boolean | null;
  /** UFix64 units. */
  readonly feePerAsset: bigint;
  readonly onboardFee: bigint;
}

export interface FeeEstimate {
  /** The most the bridge may charge, in UFix64 units; sent as `maxFee`. */
  readonly total: bigint;
  /** The onboarding fee it includes; 0 when the type is already onboarded. */
  readonly onboarding: bigint;
}

export const BRIDGE_DIRECTION_IDS = ['to-evm', 'from-evm'] as const;

export type BridgeDirection = (typeof BRIDGE_DIRECTION_IDS)[number];

/**
 * The fee the Cadence computes too: per asset (1 for a token amount), plus onboarding when the
 * type is not yet known to the bridge. The transaction refuses to run above `maxFee`.
 */
export function estimateBridgeFee(terms: BridgeTerms, assetCount: number): FeeEstimate {
  const onboards = terms.requiresOnboarding === true;
  return {
    total: bridgeFeeEstimate(terms, assetCount, onboards),
    onboarding: onboards ? terms.onboardFee : 0n,
  };
}

/** Why nothing can be bridged this way right now, or null. */
export function bridgeUnavailable(terms: BridgeTerms, direction: BridgeDirection): string | null {
  if (terms.paused) {
    return 'The bridge is paused by its operators: nothing can cross between Cadence and EVM until it resumes.';
  }
  if (terms.requiresOnboarding === null) {
    return 'The bridge cannot carry this asset: its type is neither a fungible token nor an NFT it supports.';
  }
  if (direction === 'from-evm' && terms.requiresOnboarding) {
    return 'The bridge has not onboarded this asset yet, so there is none of it on Flow EVM to bring back.';
  }
  return null;
}

/** The field error when the available FLOW cannot pay the estimate, or null. */
export function feeNotCovered(availableFlow: bigint, estimate: bigint): string | null {
  return availableFlow < estimate
    ? `Your available FLOW (${formatFlow(availableFlow)} FLOW) does not cover the bridge fee (${formatFlow(estimate)} FLOW).`
    : null;
}

export interface FeeCheck {
  /** Null until there is something to bridge (no NFT chosen yet). */
  readonly estimate: FeeEstimate | null;
  readonly unavailable: string | null;
  readonly notCovered: string | null;
}

/** Everything the form needs to know about the fee before it may go on to the review. */
export function checkBridgeFee(
  terms: BridgeTerms,
  assetCount: number,
  availableFlow: bigint,
  direction: BridgeDirection,
): FeeCheck {
  const unavailable = bridgeUnavailable(terms, direction);
  const estimate = assetCount >= 1 && !unavailable ? estimateBridgeFee(terms, assetCount) : null;
  return {
    estimate,
    unavailable,
    notCovered: estimate ? feeNotCovered(availableFlow, estimate.total) : null,
  };
}
