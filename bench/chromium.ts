/** Which Chromium the benchmark drives, and with which flags (shared by Playwright and Lighthouse). */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** The project's Chromium flags; `--headless` is added by Playwright and passed to Lighthouse. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium where it is installed; Playwright's own browser elsewhere. */
export function chromiumPath(): string {
  const system = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);
  return system ?? chromium.executablePath();
}

/** Headless Chromium with the project's flags, driven through playwright-core. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
}
