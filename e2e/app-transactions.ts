/** The app's own transactions sent by other accounts, behind the app's back, in journeys. */
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { sendAs } from './chain.ts';

/** Sends one of the app's own transactions (its `.cdc` file) as `from`; the service account pays. */
export async function sendBehindTheAppsBack(
  from: string,
  file: 'transfer_flow' | 'transfer_tokens' | 'transfer_nfts' | 'transfer_flow_to_evm',
  args: readonly { type: string; value: unknown }[],
): Promise<string> {
  const cadence = await readFile(`src/flow/cadence/transactions/${file}.cdc`, 'utf8');
  const status = await sendAs(from, await withEmulatorImports(cadence), args);
  expect(status.errorMessage).toBe('');
  return status.id;
}

/** `import "Name"` as the emulator resolves it, from flow.json's emulator aliases. */
async function withEmulatorImports(cadence: string): Promise<string> {
  const { dependencies } = JSON.parse(await readFile('flow.json', 'utf8')) as {
    dependencies: Record<string, { aliases: { emulator: string } }>;
  };
  return cadence.replace(
    /import\s+"(\w+)"/g,
    (_, name: string) => `import ${name} from 0x${dependencies[name]?.aliases.emulator}`,
  );
}

export const ufix64 = (text: string) => ({ type: 'UFix64', value: text });
export const address = (value: string) => ({ type: 'Address', value });
