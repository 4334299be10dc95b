import { ScriptsPage } from '../../features/scripts/ScriptsPage.tsx';
import { useNetworkSelection } from '../network-selection.ts';

export function Component() {
  const { labelOf } = useNetworkSelection();
  return (
    <section aria-labelledby="scripts-heading">
      <h1 id="scripts-heading">Scripts</h1>
      <ScriptsPage labelOf={labelOf} />
    </section>
  );
}
