/**
 * Named snapshots of the emulator's whole state (its admin API, with `--snapshot`): the browser
 * journeys snapshot the seeded world once and return to it before each journey.
 */
async function call(adminUrl: string, method: 'POST' | 'PUT', name: string): Promise<void> {
  const response =
    method === 'POST'
      ? await fetch(`${adminUrl}/emulator/snapshots`, {
          method,
          body: new URLSearchParams({ name }),
        })
      : await fetch(`${adminUrl}/emulator/snapshots/${encodeURIComponent(name)}`, { method });
  if (!response.ok) throw new Error(`snapshot ${name} (${method}): HTTP ${response.status}`);
}

export const createSnapshot = (adminUrl: string, name: string) => call(adminUrl, 'POST', name);

let copies = 0;

/**
 * Back to the state of snapshot `name`, keeping it intact: jumping to a snapshot makes it the
 * live state (what follows would change it), so the live state becomes a fresh copy of it.
 */
export async function restoreSnapshot(adminUrl: string, name: string): Promise<void> {
  await call(adminUrl, 'PUT', name);
  copies += 1;
  const copy = `${name}-${process.pid}-${Date.now()}-${copies}`;
  await call(adminUrl, 'POST', copy);
  await call(adminUrl, 'PUT', copy);
}
