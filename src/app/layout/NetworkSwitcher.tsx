import { useId } from 'react';
import { FLOW_NETWORKS, isFlowNetwork, NETWORKS } from '../../flow/networks.ts';
import { useNetworkSelection } from '../network-selection.ts';

/** The network badge and switch; the badge's colour says whether real value is at stake. */
export function NetworkSwitcher() {
  const { network, labelOf, select } = useNetworkSelection();
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
        {FLOW_NETWORKS.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
