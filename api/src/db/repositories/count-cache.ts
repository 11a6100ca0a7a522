/**
 * Remembers list totals for a short time. A product page needs `total` for its pagination, and counting
 * 100,000 rows costs tens of milliseconds (hundreds on PGlite), far more than the page itself.
 * - Concurrent requests for the same key share one query.
 * - After `ttlMs` the last value is still answered while one refresh runs in the background
 *   (stale-while-revalidate), so no request waits for a recount once a key is warm.
 * - Every write through the repository clears everything, in every API process: the repository listens to the
 *   catalogue's change events (services/catalog-events.ts), which other processes' writes reach too.
 */
export function createCountCache(ttlMs: number, maxEntries = 1000) {
  return createShortCache<number>(ttlMs, maxEntries);
}

/** The same for any value read often and written rarely (e.g. a category's sub-tree ids). */
export function createShortCache<T>(ttlMs: number, maxEntries = 1000, now: () => number = Date.now) {
  interface Entry {
    pending?: Promise<T>;
    value?: { current: T };
    expiresAt: number;
  }
  const entries = new Map<string, Entry>();
  let generation = 0;

  function load(key: string, entry: Entry, compute: () => Promise<T>): Promise<T> {
    const started = generation;
    const pending = compute();
    entry.pending = pending;
    pending.then(
      (current) => {
        if (generation !== started || entries.get(key) !== entry) return; // a write happened meanwhile
        entry.pending = undefined;
        entry.value = { current };
        entry.expiresAt = now() + ttlMs;
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return pending;
  }

  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return compute();
      let entry = entries.get(key);
      if (!entry) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entry = { expiresAt: 0 };
        entries.set(key, entry);
        return load(key, entry, compute);
      }
      if (entry.value) {
        if (entry.expiresAt <= now() && !entry.pending) void load(key, entry, compute).catch(() => {});
        return Promise.resolve(entry.value.current);
      }
      return entry.pending ?? load(key, entry, compute);
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}
