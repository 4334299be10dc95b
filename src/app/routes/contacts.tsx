import { ContactsPage } from '../../features/contacts/ContactsPage.tsx';
import { useNetworkSelection } from '../network-selection.ts';

export function Component() {
  const { labelOf } = useNetworkSelection();
  return <ContactsPage labelOf={labelOf} />;
}
