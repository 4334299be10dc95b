/**
 * Named snapshots of the emulator's whole state (its admin API, with `--snapshot`): the browser
 * journeys snapshot each seeded world once and return to it before each journey. The emulator
 * keeps every snapshot as an in-memory SQLite database for as long as it runs, and making one
 * copies the whole state (the hostile world's, with its megabyte NFTs, takes 8 s and 1.7 GB).
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

/**
 * Makes snapshot `name` the live state, without a copy: whatever follows changes the snapshot
 * itself. For worlds only read from.
 */
export const jumpToSnapshot = (adminUrl: string, name: string) => call(adminUrl, 'PUT', name);

let copies = 0;

/**
 * Back to the state of snapshot `name`, keeping it intact: jumping to a snapshot makes it the
 * live state (what follows would change it), so the live state becomes a fresh copy of it.
 */
export async function restoreSnapshot(adminUrl: string, name: string): Promise<void> {
  await jumpToSnapshot(adminUrl, name);
  copies += 1;
  const copy = `${name}-${process.pid}-${Date.now()}-${copies}`;
  await call(adminUrl, 'POST', copy);
  await call(adminUrl, 'PUT', copy);
}
