/** A Storage kept in a Map, like one origin's localStorage. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

/** What a browser delivers to the other tabs of an origin when one tab writes to storage. */
class TestStorageEvent extends Event {
  constructor(
    readonly key: string | null,
    readonly newValue: string | null,
  ) {
    super('storage');
  }
}

export interface Tab {
  /** This tab's view of the shared storage: its writes reach the other tabs as events. */
  readonly storage: Storage;
  /** Where this tab receives the other tabs' storage events (its window). */
  readonly events: EventTarget;
}

/**
 * Browser tabs of one origin over one shared storage. A write in one tab is delivered as a
 * `storage` event to every other tab, never to the writer, as browsers do.
 */
export function createTabs(count: number, shared: Storage = new MemoryStorage()): Tab[] {
  const tabs: Tab[] = [];
  const broadcast = (from: Tab, key: string | null, newValue: string | null) => {
    for (const tab of tabs) {
      if (tab !== from) tab.events.dispatchEvent(new TestStorageEvent(key, newValue));
    }
  };
  for (let index = 0; index < count; index += 1) {
    const events = new EventTarget();
    const storage: Storage = {
      get length() {
        return shared.length;
      },
      clear: () => {
        shared.clear();
        broadcast(tab, null, null);
      },
      getItem: (key) => shared.getItem(key),
      key: (position) => shared.key(position),
      removeItem: (key) => {
        shared.removeItem(key);
        broadcast(tab, key, null);
      },
      setItem: (key, value) => {
        shared.setItem(key, value);
        broadcast(tab, key, value);
      },
    };
    const tab: Tab = { storage, events };
    tabs.push(tab);
  }
  return tabs;
}
