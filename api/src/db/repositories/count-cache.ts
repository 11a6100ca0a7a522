/**
 * Remembers list totals for a short time. A product page needs `total` for its pagination, and counting
 * 100,000 rows costs tens of milliseconds, far more than the page itself. Concurrent requests for the same
 * filters share one query; every write through the repository clears the cache, so a writer never sees a
 * stale total, and other API processes (PostgreSQL deployments) see one at most `ttlMs` old.
 */
export function createCountCache(ttlMs: number, maxEntries = 1000) {
  return createShortCache<number>(ttlMs, maxEntries);
}

/** The same for any value read often and written rarely (e.g. a category's sub-tree ids). */
export function createShortCache<T>(ttlMs: number, maxEntries = 1000) {
  const entries = new Map<string, { value: Promise<T>; expiresAt: number }>();
  let generation = 0;
  return {
    get(key: string, count: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return count();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      const started = generation;
      const value = count();
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expiresAt: now + ttlMs });
      value.then(
        () => {
          if (generation !== started) entries.delete(key); // a write happened while counting
        },
        () => entries.delete(key),
      );
      return value;
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}
