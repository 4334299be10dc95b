import { NavLink } from './NavLink.tsx';

export interface AccountTab {
  readonly to: string;
  readonly label: string;
}

/** The sections of one account's screens; the first tab is the section's own root. */
export function AccountTabs({ label, tabs }: { label: string; tabs: readonly AccountTab[] }) {
  return (
    <nav className="tabs" aria-label={label}>
      {tabs.map((tab, index) => (
        <NavLink key={tab.to} to={tab.to} end={index === 0}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** Keys, contracts, storage and staking: the inside of any account, under `base`. */
export const insideTabs = (base: string): readonly AccountTab[] => [
  { to: `${base}/keys`, label: 'Keys' },
  { to: `${base}/contracts`, label: 'Contracts' },
  { to: `${base}/storage`, label: 'Storage' },
  { to: `${base}/staking`, label: 'Staking' },
];
