// API_WORKERS > 1: the primary process migrates and seeds the database once, then forks that many workers
// (node:cluster), which share the port and each run the whole app. The primary serves no requests: it replaces a
// worker that dies (waiting longer after each crash, so a worker that cannot start does not spin the CPU) and, on
// SIGTERM or SIGINT, asks every worker to shut down gracefully and exits once they all have.
import cluster, { type Worker } from 'node:cluster';

/** The message a worker gets from the primary when it must finish its requests and exit. */
export const SHUTDOWN_MESSAGE = 'api:shutdown';
/** What a worker tells the primary once it listens: { type, address }. */
export const LISTENING_MESSAGE = 'api:listening';

/** The first replacement waits RESTART_BASE_MS; each crash within CRASH_WINDOW_MS doubles it, up to RESTART_MAX_MS. */
export const RESTART_BASE_MS = 500;
export const RESTART_MAX_MS = 30_000;
const CRASH_WINDOW_MS = 60_000;
const FORCE_EXIT_MARGIN_MS = 3_000;

/** How long to wait before replacing a worker, given the times of the crashes so far (the latest included). */
export function restartDelayMs(crashTimes: number[], now: number): number {
  const recent = crashTimes.filter((time) => now - time < CRASH_WINDOW_MS).length;
  return Math.min(RESTART_MAX_MS, RESTART_BASE_MS * 2 ** Math.max(0, recent - 1));
}

/** The 1-based number of this worker (the primary's count of forks), 0 when the API runs as one process. */
export const workerId = () => (cluster.isWorker ? cluster.worker!.id : 0);

export interface PrimaryOptions {
  workers: number;
  graceMs: number;
  /** Printed once every first worker listens, after "API listening on <address>". */
  describe: string;
}

export function runPrimary({ workers, graceMs, describe }: PrimaryOptions): void {
  let stopping = false;
  let failed = false;
  let announced = false;
  const listening = new Set<number>();
  // Our own list: cluster.workers may still hold a worker whose exit has been reported.
  const alive = new Map<number, Worker>();
  const crashTimes: number[] = [];
  const restarts = new Set<NodeJS.Timeout>();

  const fork = () => {
    const worker = cluster.fork();
    alive.set(worker.id, worker);
    console.log(`worker ${worker.id} started (pid ${worker.process.pid})`);
    worker.on('message', (message: { type?: string; address?: string }) => {
      if (message?.type !== LISTENING_MESSAGE) return;
      listening.add(worker.id);
      if (!announced && listening.size >= workers) {
        announced = true;
        console.log(`API listening on ${message.address} (${describe}; ${workers} processes); OpenAPI UI at ${message.address}/api/docs`);
      }
    });
  };

  cluster.on('exit', (worker: Worker, code, signal) => {
    listening.delete(worker.id);
    alive.delete(worker.id);
    if (stopping) {
      if (code !== 0) failed = true;
      if (!alive.size) process.exit(failed ? 1 : 0);
      return;
    }
    const now = Date.now();
    crashTimes.push(now);
    while (crashTimes.length && now - crashTimes[0] >= CRASH_WINDOW_MS) crashTimes.shift();
    const delay = restartDelayMs(crashTimes, now);
    console.error(`worker ${worker.id} (pid ${worker.process.pid}) exited (${signal ?? `code ${code}`}); replacing it in ${delay} ms`);
    const timer = setTimeout(() => {
      restarts.delete(timer);
      fork();
    }, delay);
    restarts.add(timer);
  });

  for (const name of ['SIGINT', 'SIGTERM'] as const) {
    process.on(name, () => {
      if (stopping) {
        console.log(`${name} again: stopping the workers now`);
        for (const worker of alive.values()) worker.process.kill('SIGKILL');
        process.exit(1);
      }
      stopping = true;
      for (const timer of restarts) clearTimeout(timer);
      console.log(`${name}: the workers finish the requests in flight (at most ${graceMs} ms), then exit`);
      if (!alive.size) process.exit(0);
      // A message rather than a signal: on Ctrl+C the terminal signals the workers too, and a worker takes a
      // second signal as "exit now".
      for (const worker of alive.values()) {
        try {
          worker.send(SHUTDOWN_MESSAGE);
        } catch {
          worker.process.kill('SIGTERM');
        }
      }
      setTimeout(() => {
        for (const worker of alive.values()) worker.process.kill('SIGKILL');
        process.exit(1);
      }, graceMs + FORCE_EXIT_MARGIN_MS).unref();
    });
  }

  for (let i = 0; i < workers; i++) fork();
}
