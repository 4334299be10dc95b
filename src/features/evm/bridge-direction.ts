import type { ReviewFact } from '../../components/ui/TransactionReview.tsx';
import type { BridgeDirection } from './bridge-fee.ts';

/** The bridge's two ways, as the direction picker offers them. */
export const BRIDGE_DIRECTIONS = [
  { value: 'to-evm', label: 'From Cadence to EVM' },
  { value: 'from-evm', label: 'From EVM to Cadence' },
] as const;

/** The review's line for the way the bridge carries the assets. */
export const bridgeDirectionFact = (direction: BridgeDirection): ReviewFact => ({
  label: 'Direction',
  value: direction === 'to-evm' ? 'Cadence → EVM' : 'EVM → Cadence',
});
