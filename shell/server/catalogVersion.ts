/**
 * Watches the API's catalogue version (GET /api/catalog/version, a counter every product or category change moves)
 * and calls onChange when it moves: the rendered-page cache is dropped within one poll of an admin's change, made
 * through any API process. While the API cannot be reached nothing is dropped (the pages' own time limit holds);
 * a change made meanwhile is seen at the first answer after.
 */
export function watchCatalogVersion({ apiBaseUrl, everyMs, onChange }: { apiBaseUrl: () => string; everyMs: number; onChange: () => void }) {
  let last: string | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function poll() {
    try {
      const response = await fetch(`${apiBaseUrl().replace(/\/+$/, '')}/api/catalog/version`, { signal: AbortSignal.timeout(Math.max(everyMs, 1000)) });
      if (response.ok) {
        const { version } = (await response.json()) as { version?: unknown };
        if (typeof version === 'string') {
          if (last !== undefined && version !== last) onChange();
          last = version;
        }
      }
    } catch {
      // Unreachable or slow: try again at the next poll.
    }
    if (stopped) return;
    timer = setTimeout(poll, everyMs);
    timer.unref();
  }
  void poll();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
