import type { FastifyBaseLogger } from 'fastify';
import { LINK_CHECK, LINK_CHECK_MESSAGES } from '../../constants.js';
import type { LinkCheckRunRow } from '../../db/link-check-types.js';
import type { LinkChecksRepository, NewRun, RunCounts, StartRunResult } from '../../db/repositories/link-checks.js';
import { checkLink, type LinkCheckResult } from './checker.js';
import { LinkCheckError } from './errors.js';
import { createLimiter } from './limiter.js';
import type { Lookup } from './resolve.js';

export interface LinkCheckSettings {
  allowPrivate: boolean;
  timeoutMs: number;
  /** 0: no scheduled runs. */
  intervalHours: number;
}

// The scheduler looks at most this often whether a scheduled run is due (the database decides; see startRun).
const SCHEDULER_TICK_MS = 5 * 60_000;
// Products queued per run beyond those being checked, so that a busy host's products do not idle the others.
const RUN_WINDOW = LINK_CHECK.concurrency * 8;

type Product = { id: string; affiliateLink: string };

const hostOf = (link: string) => {
  try {
    return new URL(link).hostname.toLowerCase();
  } catch {
    return '';
  }
};

/**
 * Checks product links one at a time (POST /api/products/:id/link-check) and in runs over many products, and starts
 * the scheduled runs. Every check of this process goes through one limiter (8 at once, 2 per host); a run reads the
 * product table in pages and keeps only a small window of products in memory.
 */
export function createLinkCheckService(options: {
  repo: LinkChecksRepository;
  settings: LinkCheckSettings;
  log: FastifyBaseLogger;
  lookup?: Lookup;
}) {
  const { repo, settings, log } = options;
  const limiter = createLimiter({ total: LINK_CHECK.concurrency, perHost: LINK_CHECK.perHost });
  const stopping = new AbortController();
  let current: Promise<void> | undefined;
  let scheduler: NodeJS.Timeout | undefined;

  const check = (product: Product) =>
    limiter.run(hostOf(product.affiliateLink), async () => {
      if (stopping.signal.aborted) throw new LinkCheckError('aborted', 'aborted');
      return checkLink(product.affiliateLink, {
        allowPrivate: settings.allowPrivate,
        timeoutMs: settings.timeoutMs,
        signal: stopping.signal,
        lookup: options.lookup,
      });
    });

  /** Checks a link and stores the result; saved is undefined when the product's link changed meanwhile. */
  async function checkAndSave(product: Product) {
    const result = await check(product);
    const [saved] = await repo.saveResults([{ productId: product.id, checkedLink: product.affiliateLink, result }]);
    return { result, saved };
  }

  async function execute(run: LinkCheckRunRow) {
    const counts: RunCounts = { checked: 0, healthy: 0, warning: 0, broken: 0 };
    const inflight = new Set<Promise<void>>();
    let failure: unknown;
    // Results are saved in batches, each followed by the counts so far (also the run's heartbeat), one after another.
    let unsaved: Parameters<typeof repo.saveResults>[0] = [];
    let saving = Promise.resolve();
    const save = () => {
      const batch = unsaved;
      const snapshot = { ...counts };
      unsaved = [];
      saving = saving
        .then(async () => {
          await repo.saveResults(batch);
          await repo.flush(run.id, snapshot);
        })
        .catch((error) => {
          failure ??= error;
        });
      return saving;
    };
    const tally = (product: Product, result: LinkCheckResult) => {
      counts.checked++;
      counts[result.status]++;
      unsaved.push({ productId: product.id, checkedLink: product.affiliateLink, result });
      if (unsaved.length >= LINK_CHECK.pageSize) void save();
    };
    const heartbeat = setInterval(() => void save(), LINK_CHECK.heartbeatMs);
    heartbeat.unref();
    try {
      let cursor: { at: string; id: string } | undefined;
      while (!failure && !stopping.signal.aborted) {
        const page = await repo.nextPage(run, cursor, LINK_CHECK.pageSize);
        if (!page.length) break;
        cursor = { at: page[page.length - 1].cursorAt, id: page[page.length - 1].id };
        for (const product of page) {
          while (inflight.size >= RUN_WINDOW) await Promise.race(inflight);
          if (failure || stopping.signal.aborted) break;
          const task: Promise<void> = check(product)
            .then((result) => tally(product, result))
            .catch((error) => {
              failure ??= error;
            })
            .finally(() => inflight.delete(task));
          inflight.add(task);
        }
      }
      await Promise.all(inflight);
    } catch (error) {
      failure ??= error;
      await Promise.allSettled(inflight);
    } finally {
      clearInterval(heartbeat);
    }
    await save();
    if (stopping.signal.aborted) {
      await repo.finish(run.id, 'failed', counts, LINK_CHECK_MESSAGES.interrupted);
    } else if (failure) {
      log.error({ err: failure }, 'link check run failed');
      await repo.finish(run.id, 'failed', counts, `The run stopped on an error: ${(failure as Error).message ?? failure}`);
    } else {
      await repo.finish(run.id, 'done', counts);
    }
  }

  /** Starts a run in the background, unless one is running somewhere (answers it). */
  async function startRun(input: NewRun): Promise<StartRunResult> {
    const started = await repo.startRun(input, LINK_CHECK.staleMs);
    if ('run' in started) {
      current = execute(started.run)
        .catch((error) => log.error({ err: error }, 'link check run could not be finished'))
        .finally(() => {
          current = undefined;
        });
    }
    return started;
  }

  const intervalMs = settings.intervalHours * 3_600_000;

  /** The scheduled run, when one is due and none is running in any process (the database lock decides). */
  async function runScheduled() {
    if (current || stopping.signal.aborted) return;
    try {
      // Each scheduled run re-checks the products not checked in the last half interval, oldest first.
      await startRun({ trigger: 'scheduled', olderThanMs: intervalMs / 2, notWithinMs: intervalMs });
    } catch (error) {
      log.warn({ err: error }, 'scheduled link check could not start');
    }
  }

  return {
    checkAndSave,
    startRun,
    runScheduled,
    /** Ticks until close(); the timer never keeps the process alive. */
    startScheduler() {
      if (intervalMs <= 0 || scheduler) return;
      scheduler = setInterval(() => void runScheduled(), Math.min(intervalMs, SCHEDULER_TICK_MS));
      scheduler.unref();
    },
    /** The run this process executes, if any (tests wait for it). */
    get currentRun() {
      return current;
    },
    /** Stops the scheduler and this process's run (marked failed: it did not finish) and waits for it. */
    async close() {
      clearInterval(scheduler);
      stopping.abort();
      await current;
    },
  };
}

export type LinkCheckService = ReturnType<typeof createLinkCheckService>;
