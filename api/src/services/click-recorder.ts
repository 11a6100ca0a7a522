import type { ClickContext } from './click-context.js';

/** A click that passed the visitor's window, waiting to be written with others. */
export interface PendingClick extends ClickContext {
  productId: string;
  visitorHash: string;
}

export interface ClickRecorderOptions {
  /** Writes clicks in one transaction (events, daily counts, product counters). */
  write: (clicks: PendingClick[]) => Promise<void>;
  /** 0: every click is written before its request answers; else clicks are gathered this long. */
  flushMs: number;
  /** A batch this large is written at once. */
  maxBatch: number;
  onError: (error: unknown, lost: number) => void;
}

/**
 * Gathers clicks and writes them in batches: one multi-row transaction per batch instead of one per click, so the
 * rows every click of a day shares (the daily counts of a device or referrer) are written once per batch, not
 * queued on by every request. A click's request does not wait for the write (unless flushMs is 0); `pendingFor`
 * tells how many of a product's people's clicks are gathered but not yet written, so the answered count includes them.
 */
export function createClickRecorder({ write, flushMs, maxBatch, onError }: ClickRecorderOptions) {
  let batch: PendingClick[] = [];
  let timer: NodeJS.Timeout | undefined;
  /** The write under way, and the one waiting for it (which takes everything gathered meanwhile). */
  let active: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const pending = new Map<string, number>();

  const adjust = (clicks: PendingClick[], by: 1 | -1) => {
    for (const click of clicks) {
      if (click.isBot) continue;
      const count = (pending.get(click.productId) ?? 0) + by;
      if (count) pending.set(click.productId, count);
      else pending.delete(click.productId);
    }
  };

  /**
   * Writes what is gathered. One write at a time: what arrives during a write is written next, in one batch, so a
   * slow database gets fewer, larger batches instead of a growing queue of small ones.
   */
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (active) {
      next ??= active.then(() => {
        next = undefined;
        return flush();
      });
      return next;
    }
    if (!batch.length) return Promise.resolve();
    const clicks = batch;
    batch = [];
    active = write(clicks)
      .catch((error: unknown) => onError(error, clicks.length))
      .finally(() => {
        adjust(clicks, -1);
        active = undefined;
      });
    return active;
  }

  return {
    /** Resolves once the click is written when flushMs is 0, at once otherwise. */
    record(click: PendingClick): Promise<void> {
      batch.push(click);
      adjust([click], 1);
      if (flushMs === 0) return flush();
      if (batch.length >= maxBatch) void flush();
      else timer ??= setTimeout(() => void flush(), flushMs);
      return Promise.resolve();
    },
    pendingFor: (productId: string) => pending.get(productId) ?? 0,
    /** Resolves when everything gathered so far is written. */
    async flush() {
      while (batch.length || active) await flush();
    },
  };
}

export type ClickRecorder = ReturnType<typeof createClickRecorder>;
