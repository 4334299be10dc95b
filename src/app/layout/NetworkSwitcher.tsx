import { useId } from 'react';
import { isFlowNetwork, NETWORKS } from '../../flow/networks.ts';
import { useNetworkSelection } from '../network-selection.ts';

/**
 * The network badge and switch; the badge's colour says whether real value is at stake. It lists
 * only the networks the build offers, the same list its Content-Security-Policy allows.
 */
export function NetworkSwitcher() {
  const { network, offered, labelOf, select } = useNetworkSelection();
  const id = useId();
  const tone = NETWORKS[network].isProduction
    ? 'production'
    : network === 'local'
      ? 'local'
      : 'test';
  return (
    <div className={`network network--${tone}`}>
      <label htmlFor={id} className="visually-hidden">
        Network
      </label>
      <span className="network__dot" aria-hidden="true" />
      <select
        id={id}
        className="network__select"
        value={network}
        onChange={(event) => {
          if (isFlowNetwork(event.target.value)) select(event.target.value);
        }}
      >
        {offered.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
