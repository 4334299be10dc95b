/**
 * A key in the browser's storage: everything Flowdeck keeps there is under `flowdeck:`, its
 * parts joined by colons (network and account first where the value belongs to them).
 */
export const storageKey = (...parts: readonly string[]): string => ['flowdeck', ...parts].join(':');
