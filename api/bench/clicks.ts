// npm run bench:clicks -w api: clicks accepted per second (POST /api/products/click/:id, 50 connections, every
// request from another visitor: X-Forwarded-For varies, TRUST_PROXY names the bench as the proxy), then the
// analytics queries at 1,000,000 click events (GET /api/stats/clicks over 7, 30 and 90 days, a product's
// clicks): p50 and p99. The API runs as production runs it (src/server.ts, NODE_ENV=production).
//   --only pg|pglite   --duration 8 (seconds of clicks)   --connections 50   --workers 1 (API_WORKERS on PostgreSQL)
//   --events 1000000   --products 1000   --queries 40 (requests per analytics query)
//   --api-dir <dir>    another checkout's api/ (clicks only, fresh database): a baseline for the click path
// Env: BENCH_API_NODE_ARGS (Node options for the API, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it), BENCH_REDIS_URL (PostgreSQL runs with REDIS_URL: rate limits counted in Redis), BENCH_CLICKS_DATABASE_URL (default: database bench_clicks beside BENCH_ADMIN_URL or TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.js';
import { createDatabase } from '../src/db/index.js';
import { createTokenService } from '../src/services/tokens.js';
import { arg, benchTargets, pgliteTarget, postgresTarget, type Target } from './targets.js';

const ownApiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.resolve(arg('api-dir', ownApiDir));
const baseline = apiDir !== ownApiDir;
const JWT_SECRET = 'bench-only-jwt-secret-that-is-long-enough-0123456789';
const duration = Number(arg('duration', '8'));
const connections = Number(arg('connections', '50'));
const workers = Number(arg('workers', '1'));
const eventTotal = Number(arg('events', '1000000'));
const productTotal = Number(arg('products', '1000'));
const queryCount = Number(arg('queries', '40'));
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const DAY_MS = 86_400_000;

interface Started {
  child: ChildProcess;
  url: string;
}

/** The API as production runs it, trusting the bench (loopback) as its proxy. */
async function startApi(target: Target): Promise<Started> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...target.env };
  for (const name of ['LOG_LEVEL', 'LOG_REQUESTS', 'API_WORKERS', 'PORT', 'API_PORT', 'REDIS_URL']) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'production',
    JWT_SECRET,
    ADMIN_PASSWORD: 'bench-admin-password',
    PORT: '0',
    HOST: '127.0.0.1',
    TRUST_PROXY: '127.0.0.1',
  });
  if (workers > 1 && target.name === 'PostgreSQL') env.API_WORKERS = String(workers);
  // Rate-limit counts in Redis instead of the database (as with several processes in production).
  if (process.env.BENCH_REDIS_URL && target.name === 'PostgreSQL') Object.assign(env, { REDIS_URL: process.env.BENCH_REDIS_URL, REDIS_KEY_PREFIX: `bench-clicks-${Date.now()}:` });
  const nodeArgs = process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      if (output.length < 100_000) output += chunk.toString();
      const match = /API listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`API exited (${code}):\n${output}`)));
  });
  return { child, url };
}

async function stop({ child }: Started) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The bench's products (replaced each run) and an admin token; with `events`, that many click events too. */
async function prepare(target: Target, events: number) {
  const config = loadConfig({ ...process.env, ...target.env, JWT_SECRET, NODE_ENV: 'development' });
  const database = await createDatabase(config);
  try {
    const { db } = database;
    await db.deleteFrom('products').where('title', 'like', 'Click bench %').execute();
    await sql`
      insert into products (title, featured_image, affiliate_link, ranking_number, is_active)
      select 'Click bench ' || n, '/images/products/default.svg', 'https://merchant.example/p/' || n, n, true
      from generate_series(1, ${productTotal}) as n`.execute(db);
    const ids = (await db.selectFrom('products').select('id').where('title', 'like', 'Click bench %').execute()).map((row) => row.id);
    let seedSeconds = 0;
    if (events) {
      const started = Date.now();
      // Events over the last 90 days: a product skewed to the first ones, 40 referrers, 3 devices, 8 countries, 5% bots.
      await sql`
        insert into click_events (product_id, visitor_hash, referrer, device, country, is_bot, created_at)
        select p.ids[1 + floor(power(random(), 2) * ${ids.length})::int],
          md5(n::text),
          case when n % 4 = 0 then '' when n % 4 = 1 then 'www.google.com' else '/page/' || (n % 38) end,
          (array['mobile', 'tablet', 'desktop'])[1 + n % 3],
          (array['IN', 'US', 'GB', 'DE', 'FR', 'BR', 'JP', ''])[1 + n % 8],
          n % 20 = 0,
          now() - random() * interval '90 days'
        from generate_series(1, ${events}) as n, (select array[${sql.join(ids)}]::uuid[] as ids) as p`.execute(db);
      const bench = sql`from click_events e join products p on p.id = e.product_id and p.title like 'Click bench %'`;
      await sql`
        insert into click_daily (day, product_id, is_bot, clicks)
        select (e.created_at at time zone 'utc')::date, e.product_id, e.is_bot, count(*)::int ${bench}
        group by 1, 2, 3
        on conflict (day, product_id, is_bot) do update set clicks = click_daily.clicks + excluded.clicks`.execute(db);
      await sql`
        insert into click_daily_dims (day, dimension, value, is_bot, clicks)
        select (e.created_at at time zone 'utc')::date, d.dimension, d.value, e.is_bot, count(*)::int ${bench},
          lateral (values ('referrer', e.referrer), ('device', e.device), ('country', e.country)) as d (dimension, value)
        group by 1, 2, 3, 4
        on conflict (day, dimension, value, is_bot) do update set clicks = click_daily_dims.clicks + excluded.clicks`.execute(db);
      await sql`analyze click_events`.execute(db);
      await sql`analyze click_daily`.execute(db);
      await sql`analyze click_daily_dims`.execute(db);
      seedSeconds = (Date.now() - started) / 1000;
    }
    const admin = await db.selectFrom('users').select(['id', 'tokenVersion']).where('username', '=', config.admin.username).executeTakeFirstOrThrow();
    // A baseline checkout has no daily count tables.
    const counts = baseline
      ? { rows: [{ events: 0, daily: 0 }] }
      : await sql<{ events: number; daily: number }>`
          select (select count(*) from click_events)::int as events,
            (select count(*) from click_daily)::int + (select count(*) from click_daily_dims)::int as daily`.execute(db);
    return {
      ids,
      token: createTokenService({ jwtSecret: JWT_SECRET, jwtTtlMs: 3_600_000 }).sign(admin),
      seedSeconds,
      events: Number(counts.rows[0].events),
      dailyRows: Number(counts.rows[0].daily),
    };
  } finally {
    await database.destroy();
  }
}

/**
 * Clicks counted on the bench's products (what the API accepted and stored): read in the database on PostgreSQL
 * (a baseline checkout has no analytics), asked of the API's analytics on PGlite (which allows one process, the API's).
 */
async function countedClicks(target: Target, api: string, token: string): Promise<number> {
  if (target.name === 'PGlite') {
    const today = isoDay(Date.now());
    const response = await fetch(`${api}/api/stats/clicks?from=${today}&to=${today}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`stats/clicks answered ${response.status}`);
    return ((await response.json()) as { clicks: { total: number } }).clicks.total;
  }
  const database = await createDatabase(loadConfig({ ...process.env, ...target.env, JWT_SECRET, NODE_ENV: 'development' }));
  try {
    const row = await sql<{ clicks: number }>`select coalesce(sum(clicks), 0)::int as clicks from products where title like 'Click bench %'`.execute(database.db);
    return Number(row.rows[0].clicks);
  } finally {
    await database.destroy();
  }
}

// Across runs too: a visitor of the warm-up clicking again within the window would not be counted.
let n = 0;

/** The count once the API has written what it gathered (it writes every 100 ms, longer batches when loaded). */
async function settledClicks(target: Target, api: string, token: string): Promise<number> {
  let last = -1;
  for (let i = 0; i < 50; i++) {
    const now = await countedClicks(target, api, token);
    if (now === last) return now;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return last;
}

/** autocannon, each request another visitor (address) on the next bench product. */
function clicks(api: string, ids: string[], seconds: number) {
  return autocannon({
    url: api,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          n++;
          return {
            ...request,
            path: `/api/products/click/${ids[n % ids.length]}`,
            headers: {
              ...request.headers,
              'user-agent': BROWSER,
              'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              referer: 'https://www.google.com/',
            },
          };
        },
      },
    ],
  });
}

/** CPU seconds used so far by each process: pid → seconds (utime + stime), with its parent and name. */
function processCpu(): Map<number, { seconds: number; parent: number; name: string }> {
  const ticks = 100; // USER_HZ, 100 on Linux
  const result = new Map<number, { seconds: number; parent: number; name: string }>();
  if (!fs.existsSync('/proc/self/stat')) return result; // not Linux
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      result.set(Number(pid), { seconds: (Number(fields[11]) + Number(fields[12])) / ticks, parent: Number(fields[1]), name });
    } catch {
      // ended meanwhile
    }
  }
  return result;
}

/** CPU seconds used between two readings by the API (its process and workers) and by the PostgreSQL server's processes. */
function cpuBetween(before: ReturnType<typeof processCpu>, after: ReturnType<typeof processCpu>, apiPid: number) {
  let api = 0;
  let postgres = 0;
  for (const [pid, now] of after) {
    const used = now.seconds - (before.get(pid)?.seconds ?? 0);
    if (pid === apiPid || now.parent === apiPid) api += used;
    else if (now.name === 'postgres') postgres += used;
  }
  return { api, postgres };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** p50 and p99 (ms) of `queryCount` sequential requests after 3 warm-up ones. */
async function timeQuery(url: string, token: string) {
  const get = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 3; i++) await get();
  const times: number[] = [];
  for (let i = 0; i < queryCount; i++) times.push(await get());
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function runTarget(target: Target) {
  // The API migrates and seeds the database, then the bench adds its products (and events) beside them.
  let api = await startApi(target);
  try {
    await stop(api);
    const fixture = await prepare(target, baseline ? 0 : eventTotal);
    api = await startApi(target);
    const before = await countedClicks(target, api.url, fixture.token);
    await clicks(api.url, fixture.ids, 2); // warm-up
    const warm = await settledClicks(target, api.url, fixture.token);
    const [cpuBefore, ownBefore] = [processCpu(), process.cpuUsage()];
    const result = await clicks(api.url, fixture.ids, duration);
    const [cpuAfter, own] = [processCpu(), process.cpuUsage(ownBefore)];
    const accepted = (await settledClicks(target, api.url, fixture.token)) - warm;
    const cpu = cpuBetween(cpuBefore, cpuAfter, api.child.pid!);
    const perThousand = (seconds: number) => `${Math.round((seconds * 1e6) / Math.max(1, accepted))} ms`;
    console.log(`\n${target.name}${baseline ? ` (baseline: ${apiDir})` : ''}${workers > 1 && target.name === 'PostgreSQL' ? `, API_WORKERS=${workers}` : ''}`);
    console.log(
      `  POST /api/products/click/:id, ${connections} connections, ${duration} s: ${Math.round(result.requests.average)} req/s, ` +
        `${Math.round(accepted / duration)} clicks/s counted (${accepted} new clicks), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `non-2xx ${result.non2xx}, errors ${result.errors} (warm-up counted ${warm - before})`,
    );
    if (cpuAfter.size) {
      const postgres = target.name === 'PostgreSQL' ? `, PostgreSQL server ${perThousand(cpu.postgres)}` : '';
      console.log(`  CPU per 1,000 clicks: API ${perThousand(cpu.api)}${postgres}, load generator ${perThousand((own.user + own.system) / 1e6)}`);
    }
    if (baseline) return;
    console.log(`  ${fixture.events.toLocaleString('en')} click events (seeded in ${fixture.seedSeconds.toFixed(1)} s), ${fixture.dailyRows.toLocaleString('en')} daily count rows (click_daily and click_daily_dims)`);
    const today = Date.now();
    const queries: [string, string][] = [
      ['stats/clicks, 7 days', `/api/stats/clicks?from=${isoDay(today - 6 * DAY_MS)}&to=${isoDay(today)}`],
      ['stats/clicks, 30 days', `/api/stats/clicks?from=${isoDay(today - 29 * DAY_MS)}&to=${isoDay(today)}`],
      ['stats/clicks, 90 days', `/api/stats/clicks?from=${isoDay(today - 89 * DAY_MS)}&to=${isoDay(today)}`],
      ["a product's clicks, 30 days", `/api/products/${fixture.ids[0]}/clicks`],
    ];
    console.log(`  analytics (${queryCount} requests each, one at a time)   p50 ms   p99 ms`);
    for (const [name, url] of queries) {
      const { p50, p99 } = await timeQuery(`${api.url}${url}`, fixture.token);
      console.log(`  ${name.padEnd(38)} ${p50.toFixed(1).padStart(8)} ${p99.toFixed(1).padStart(8)}`);
    }
  } finally {
    await stop(api);
    await target.cleanup();
  }
}

const targets = await benchTargets({
  pg: () =>
    postgresTarget(baseline ? 'bench_clicks_baseline' : 'bench_clicks', { url: process.env.BENCH_CLICKS_DATABASE_URL, fresh: true }),
  pglite: () => pgliteTarget('bench-clicks-pglite'),
});
console.log(`click bench: ${productTotal} products${baseline ? '' : `, ${eventTotal.toLocaleString('en')} click events`}`);
for (const target of targets) await runTarget(target);
