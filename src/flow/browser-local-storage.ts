/** The browser's localStorage, or null where there is none or it is blocked (privacy settings). */
export function browserLocalStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
