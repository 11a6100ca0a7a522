/**
 * Bench: time from the last keystroke of a search in the user list to the updated table.
 *
 *   node --import tsx bench/users-search.ts          (from e2e/; BENCH_USERS=10000, BENCH_RUNS=5)
 *
 * Fills a fresh PGlite database with the API's fill script (`npm run seed:bench -w api`), starts the real API
 * and the built front ends (the e2e harness), signs the seeded admin in, and in headless Chromium types a
 * search term into /users. In the page it records the last keydown's timestamp and the moment the table
 * shows the answer for that term (the results' data-search equals the term and they are no longer busy), plus
 * the /api/users request's own duration. Prints every run and the medians.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { startApi } from '../lib/api-server.ts';
import { buildFrontEnds } from '../lib/build.ts';
import { CHROMIUM_FLAGS, findChromium } from '../lib/chromium.ts';
import { startFrontEnds } from '../lib/front-ends.ts';
import { REPO_ROOT } from '../lib/paths.ts';

/** Must match DEBOUNCE_MS.userSearch in @app/shared (the bench subtracts it to show what follows it). */
export const SEARCH_DEBOUNCE_MS = 300;
/** The issue's aim: the table is updated within 150 ms after the debounce ends. */
export const AIM_AFTER_DEBOUNCE_MS = 150;
/** Names the fill script uses (it pairs every first name with Sharma or Garcia); each run differs from the last. */
const TERMS = ['sharma', 'priya', 'garcia', 'vikram', 'olga', 'kabir', 'meera', 'john'];
const WARM_UP_TERM = 'rohan';

export interface RunTiming {
  term: string;
  /** Last keydown -> table shows the answer (DOM updated). */
  totalMs: number;
  /** Last keydown -> next frame after that (what the eye sees). */
  paintedMs: number;
  /** The /api/users?search=term request, start to end of response. */
  requestMs: number | null;
  /** Last keydown -> that request starts (debounce plus the client's work before sending). */
  requestStartMs: number | null;
  rows: number;
}

export interface BenchResult {
  users: number;
  runs: RunTiming[];
  medianTotalMs: number;
  medianPaintedMs: number;
  medianAfterDebounceMs: number;
  medianRequestMs: number | null;
  aimMet: boolean;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (n: number) => Math.round(n * 10) / 10;

function fillDatabase(dataDir: string, users: number) {
  const result = spawnSync('npm', ['run', '--silent', 'seed:bench', '-w', 'api', '--', '--users', String(users), '--products', '0'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  if (result.status !== 0) throw new Error(`The API's fill script failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout.trim();
}

/** The results (table or 'No Users Found') show the answer for `term`: data-search matches, not loading. */
async function waitForTable(page: Page, term: string) {
  await page.waitForSelector(`[data-testid="users-results"][data-search="${term}"][aria-busy="false"]`);
}

/** Types `term` into the (empty) search box and measures in the page. */
async function measure(page: Page, term: string): Promise<RunTiming> {
  await page.evaluate((expected) => {
    const w = window as unknown as Record<string, unknown>;
    performance.clearResourceTimings();
    let lastKey = 0;
    const onKey = (event: KeyboardEvent) => {
      lastKey = event.timeStamp;
    };
    document.addEventListener('keydown', onKey, true);
    w.__benchDone = new Promise((resolve, reject) => {
      setTimeout(() => {
        const table = document.querySelector('[data-testid="users-results"]');
        const input = document.querySelector('input[type="search"]') as HTMLInputElement | null;
        reject(new Error(`No updated table for "${expected}" after 30 s: table data-search=${table?.getAttribute('data-search')} aria-busy=${table?.getAttribute('aria-busy')}, search box "${input?.value}", url ${location.href}`));
      }, 30_000);
      const check = () => {
        const table = document.querySelector('[data-testid="users-results"]');
        if (!table || table.getAttribute('data-search') !== expected || table.getAttribute('aria-busy') !== 'false') return false;
        const done = performance.now();
        observer.disconnect();
        document.removeEventListener('keydown', onKey, true);
        requestAnimationFrame(() =>
          setTimeout(() => {
            const entry = performance
              .getEntriesByType('resource')
              .find((e) => e.name.includes('/api/users?') && e.name.includes(`search=${encodeURIComponent(expected)}`)) as PerformanceResourceTiming | undefined;
            resolve({
              totalMs: done - lastKey,
              paintedMs: performance.now() - lastKey,
              requestMs: entry ? entry.responseEnd - entry.startTime : null,
              requestStartMs: entry ? entry.startTime - lastKey : null,
              rows: table.querySelectorAll('tbody tr').length,
            });
          }, 0),
        );
        return true;
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-search', 'aria-busy'] });
    });
  }, term);
  await page.keyboard.type(term, { delay: 40 });
  const timing = (await page.evaluate(() => (window as unknown as { __benchDone: Promise<unknown> }).__benchDone)) as Omit<RunTiming, 'term'>;
  return { term, ...timing };
}

async function clearSearch(page: Page) {
  await page.getByRole('searchbox', { name: 'Search users' }).fill('');
  await waitForTable(page, '');
}

export async function benchUsersSearch(options: { users?: number; runs?: number; log?: (line: string) => void } = {}): Promise<BenchResult> {
  const users = options.users ?? Number(process.env.BENCH_USERS || 10_000);
  const runCount = options.runs ?? Number(process.env.BENCH_RUNS || 5);
  const log = options.log ?? ((line: string) => console.log(line));
  const executablePath = findChromium();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-users-'));
  const cleanups: Array<() => Promise<unknown> | unknown> = [() => rmSync(dataDir, { recursive: true, force: true })];
  try {
    log(`[bench users-search] filling ${users} users with the API's fill script...`);
    log(fillDatabase(dataDir, users));
    buildFrontEnds(log);
    let apiUrl = '';
    const { servers } = await startFrontEnds(() => apiUrl);
    cleanups.push(() => Promise.all(Object.values(servers).map((s) => s!.close())));
    const api = await startApi({ DATA_DIR: dataDir });
    cleanups.push(() => api.stop());
    apiUrl = api.url;

    const login = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: process.env.E2E_ADMIN_USERNAME || 'admin', password: process.env.E2E_ADMIN_PASSWORD || 'admin12345' }),
    });
    if (!login.ok) throw new Error(`Admin login failed: ${login.status} ${await login.text()}`);
    const session = (await login.json()) as { user: unknown; token: string };

    const browser = await chromium.launch({ headless: true, executablePath, args: CHROMIUM_FLAGS });
    cleanups.push(() => browser.close());
    const page = await browser.newPage();
    // tsx compiles this file with keepNames: functions sent to the page call its __name helper.
    await page.addInitScript('window.__name = (fn) => fn;');
    await page.addInitScript(({ user, token }) => {
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('token', token);
    }, session);
    await page.goto(`${servers.shell!.url}/users`);
    await waitForTable(page, '');
    const count = await page.getByTestId('users-count').textContent();
    log(`[bench users-search] list loaded: ${count}`);
    await page.getByRole('searchbox', { name: 'Search users' }).focus();

    await measure(page, WARM_UP_TERM); // JIT, caches and connection warm-up; not counted
    await clearSearch(page);
    const runs: RunTiming[] = [];
    for (let i = 0; i < runCount; i++) {
      const term = TERMS[i % TERMS.length];
      const run = await measure(page, term);
      runs.push(run);
      log(
        `  run ${i + 1}: "${term}" ${round(run.totalMs)} ms to the updated table (${round(run.totalMs - SEARCH_DEBOUNCE_MS)} ms after the debounce; ` +
          `request sent at ${run.requestStartMs === null ? 'n/a' : `${round(run.requestStartMs)} ms`}, took ${run.requestMs === null ? 'n/a' : `${round(run.requestMs)} ms`}; painted ${round(run.paintedMs)} ms; ${run.rows} rows)`,
      );
      await clearSearch(page);
    }
    const requestTimes = runs.map((r) => r.requestMs).filter((v): v is number => v !== null);
    const result: BenchResult = {
      users,
      runs,
      medianTotalMs: round(median(runs.map((r) => r.totalMs))),
      medianPaintedMs: round(median(runs.map((r) => r.paintedMs))),
      medianAfterDebounceMs: round(median(runs.map((r) => r.totalMs)) - SEARCH_DEBOUNCE_MS),
      medianRequestMs: requestTimes.length ? round(median(requestTimes)) : null,
      aimMet: median(runs.map((r) => r.totalMs)) - SEARCH_DEBOUNCE_MS <= AIM_AFTER_DEBOUNCE_MS,
    };
    log(
      `users search (${users} users, headless Chromium, median of ${runCount}): last keystroke -> updated table ${result.medianTotalMs} ms ` +
        `= ${SEARCH_DEBOUNCE_MS} ms debounce + ${result.medianAfterDebounceMs} ms (API request ${result.medianRequestMs ?? 'n/a'} ms; painted ${result.medianPaintedMs} ms); ` +
        `aim <= ${AIM_AFTER_DEBOUNCE_MS} ms after the debounce: ${result.aimMet ? 'met' : 'NOT met'}`,
    );
    return result;
  } finally {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch {
        // keep cleaning up
      }
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchUsersSearch().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
