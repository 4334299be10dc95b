import { ScriptsPage } from '../../features/scripts/ScriptsPage.tsx';
import { useNetworkSelection } from '../network-selection.ts';

export function Component() {
  const { label, labelOf } = useNetworkSelection();
  return (
    <section aria-labelledby="scripts-heading">
      <h1 id="scripts-heading">Scripts</h1>
      <ScriptsPage networkLabel={label} labelOf={labelOf} />
    </section>
  );
}
