import { storageKey } from '../flow/storage-key.ts';

export type Theme = 'light' | 'dark';

const STORAGE_KEY = storageKey('theme');

export function storedTheme(): Theme {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

export function saveTheme(theme: Theme): void {
  localStorage.setItem(STORAGE_KEY, theme);
  applyTheme(theme);
}

/** Applied before the first render so the page never flashes the other theme. */
export function applyStoredTheme(): void {
  applyTheme(storedTheme());
}
