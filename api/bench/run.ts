// npm run bench:api -w api: fills a database with 100,000 products and 10,000 users, starts the API as production
// runs it (src/server.ts, NODE_ENV=production, its default logging) in a child process, and measures each screen's
// request with autocannon (50 connections): req/s, p50, p99 and the API's CPU time per request (all its
// processes). On PostgreSQL with 1 process and with API_WORKERS=2, on PGlite with 1; beside a bare node:http
// server answering the product page's bytes (the ceiling). Then PGlite at 200 connections: how many requests
// waited over 5 s (autocannon gives up on them) and how many were turned away with 503.
//   --only pg|pglite   --duration 5 (seconds per scenario)   --connections 50   --workers 1,2 (PostgreSQL)
//   --products 100000   --users 10000   --overload-seconds 15 (0: skip)   --overload-connections 200
//   --api-dir <dir>    the api/ directory whose server (and migrations, seed) to run: another checkout, for a baseline
//   --pg-database bench_api   --save <file.json>   --compare <file.json> (a saved run: prints before/after)
//   --scenarios list,search   only the scenarios whose names contain one of these
//   --api-env LOG_REQUESTS=all,DB_PREPARED_STATEMENTS=off   settings for the API (to measure one of them)
// Env: BENCH_DATABASE_URL (default: database --pg-database beside BENCH_ADMIN_URL or TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test), BENCH_PGLITE_DIR (keep and reuse a filled PGlite directory).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { arg, benchTargets, pgliteTarget, postgresTarget, type Target } from './targets.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(arg('api-dir', path.join(benchDir, '..')));
const JWT_SECRET = 'bench-only-jwt-secret-that-is-long-enough-0123456789';

const duration = Number(arg('duration', process.env.BENCH_DURATION ?? '5'));
const connections = Number(arg('connections', '50'));
const workerCounts = arg('workers', '1,2').split(',').map(Number);
const productTotal = Number(arg('products', '100000'));
const userTotal = Number(arg('users', '10000'));
const overloadSeconds = Number(arg('overload-seconds', '15'));
const overloadConnections = Number(arg('overload-connections', '200'));
const OVERLOAD_TIMEOUT_S = 5;
const scenarioFilter = arg('scenarios', '').split(',').filter(Boolean);
const apiEnv = Object.fromEntries(
  arg('api-env', '')
    .split(',')
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);

interface Fixture {
  adminToken: string;
  userToken: string;
  productId: string;
}

/** The modules of the api directory under test (its own migrations, seed and bench fillers). */
const load = (relative: string) => import(pathToFileURL(path.join(apiDir, relative)).href);

/** Migrates, seeds, tops up to the bench counts; answers tokens (an admin, a plain user) and a product id. */
async function prepare(target: Target): Promise<Fixture> {
  const [{ loadConfig }, { createDatabase }, { migrateToLatest }, { seed }, { createTokenService }, products, users] = await Promise.all([
    load('src/config.ts'),
    load('src/db/index.ts'),
    load('src/db/migrate.ts'),
    load('src/db/seed/index.ts'),
    load('src/services/tokens.ts'),
    load('scripts/bench/products.ts'),
    load('scripts/bench/users.ts'),
  ]);
  const config = loadConfig({ ...process.env, ...target.env, JWT_SECRET, NODE_ENV: 'development' });
  const database = await createDatabase(config);
  try {
    await migrateToLatest(database.db);
    await seed(database.db, config);
    let started = Date.now();
    const addedUsers = await users.seedBenchUsers(database.db, userTotal);
    const usersMs = Date.now() - started;
    started = Date.now();
    const addedProducts = await products.seedBenchProducts(database.db, productTotal);
    console.log(`${target.name}: filled (+${addedUsers} users in ${usersMs} ms, +${addedProducts} products in ${Date.now() - started} ms)`);
    const account = (where: (query: any) => any) =>
      where(database.db.selectFrom('users').select(['id', 'tokenVersion'])).executeTakeFirstOrThrow();
    const admin = await account((query) => query.where('username', '=', config.admin.username));
    const user = await account((query) => query.where('role', '=', 'user').where('isActive', '=', true).orderBy('username'));
    const product = await database.db.selectFrom('products').select('id').where('isActive', '=', true).orderBy('id').executeTakeFirstOrThrow();
    const tokens = createTokenService({ jwtSecret: JWT_SECRET, jwtTtlMs: 3_600_000 });
    return { adminToken: tokens.sign(admin), userToken: tokens.sign(user), productId: product.id };
  } finally {
    await database.destroy();
  }
}

interface Started {
  child: ChildProcess;
  url: string;
}

const children = new Set<ChildProcess>();
// Whatever ends this run (an error, Ctrl+C), the servers it started end with it.
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Spawns a process and resolves with it once it prints a line matching `ready`; its output is drained after. */
async function startProcess(args: string[], cwd: string, env: NodeJS.ProcessEnv, ready: RegExp): Promise<Started> {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      if (output.length < 100_000) output += chunk.toString();
      const match = ready.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}):\n${output}`)));
  });
  return { child, url };
}

/** The API as production runs it; API_WORKERS=workers. */
function startApi(target: Target, workers: number): Promise<Started> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...target.env };
  for (const name of ['LOG_LEVEL', 'LOG_REQUESTS', 'API_WORKERS', 'PORT', 'API_PORT']) delete env[name];
  Object.assign(env, { NODE_ENV: 'production', JWT_SECRET, ADMIN_PASSWORD: 'bench-admin-password', PORT: '0', HOST: '127.0.0.1' });
  if (workers > 1) env.API_WORKERS = String(workers);
  Object.assign(env, apiEnv);
  return startProcess(['--import', 'tsx', 'src/server.ts'], apiDir, env, /API listening on (http:\/\/\S+)/);
}

async function stop(started: Started) {
  if (started.child.exitCode !== null) return;
  const exited = new Promise((resolve) => started.child.once('exit', resolve));
  started.child.kill('SIGTERM');
  await exited;
}

/** CPU time (ms) of a process and all its descendants (the cluster's workers), from /proc. */
function treeCpuMs(root: number): number {
  const processes = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      /* ended meanwhile */
    }
  }
  const inTree = (pid: number): boolean => pid === root || (pid > 1 && processes.has(pid) && inTree(processes.get(pid)!.ppid));
  let ticks = 0;
  for (const [pid, { ticks: own }] of processes) if (inTree(pid)) ticks += own;
  return ticks * 10; // USER_HZ is 100 on Linux
}

export interface Row {
  database: string;
  processes: number;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  /** CPU time of the API's processes per request (ms): independent of how busy the machine is. */
  cpu: number;
  errors: number;
}

async function measure(url: string, headers: Record<string, string>, seconds: number, connectionCount = connections, timeout = 10) {
  return autocannon({ url, connections: connectionCount, duration: seconds, headers, timeout });
}

const DEEP_PAGE = 5000;
const PAGE_SIZE = 12;
const WALK_PAGE_SIZE = 100;

/**
 * Page 5,000 of the list (signed in): by number where the API still numbers pages that deep; else through the
 * cursor (nextCursor) found by walking the list 100 at a time to the same depth, which is how a client gets there.
 */
async function deepPageUrl(api: string, headers: Record<string, string>): Promise<string> {
  const numbered = `${api}/api/products?page=${DEEP_PAGE}&limit=${PAGE_SIZE}&sort=-createdAt`;
  if ((await fetch(numbered, { headers })).ok) return numbered;
  let cursor: string | null = null;
  for (let seen = 0; seen < (DEEP_PAGE - 1) * PAGE_SIZE; seen += WALK_PAGE_SIZE) {
    const answer = (await (await fetch(`${api}/api/products?limit=${WALK_PAGE_SIZE}&sort=-createdAt${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { headers })).json()) as { nextCursor?: string | null };
    cursor = answer.nextCursor ?? null;
    if (!cursor) throw new Error('the list ended before page 5,000');
  }
  return `${api}/api/products?limit=${PAGE_SIZE}&sort=-createdAt&cursor=${encodeURIComponent(cursor!)}`;
}

function scenarios(api: string, fixture: Fixture, deepUrl: string) {
  const list = '/api/products?page=1&limit=12&sort=-createdAt';
  const admin = { authorization: `Bearer ${fixture.adminToken}` };
  const user = { authorization: `Bearer ${fixture.userToken}` };
  return [
    { scenario: 'public list, anonymous', url: `${api}${list}`, headers: {} },
    { scenario: 'public list, signed in', url: `${api}${list}`, headers: user },
    // Signed in: what the database and the app do for these, not an anonymous answer kept in a cache.
    { scenario: 'title search, signed in', url: `${api}/api/products?search=headphones&page=1&limit=12&sort=-createdAt`, headers: user },
    { scenario: 'category + price, signed in', url: `${api}/api/products?category=electronics&minPrice=1000&maxPrice=5000&page=1&limit=12`, headers: user },
    { scenario: 'page 5,000, signed in', url: deepUrl, headers: user },
    { scenario: 'single product', url: `${api}/api/products/${fixture.productId}`, headers: {} },
    { scenario: 'admin product list', url: `${api}${list}`, headers: admin },
    { scenario: 'admin user list', url: `${api}/api/users?page=1&limit=10`, headers: admin },
    { scenario: 'admin user list + search', url: `${api}/api/users?search=sharma&page=1&limit=10`, headers: admin },
  ];
}

function report(row: Row) {
  console.log(
    `  ${row.scenario}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.cpu.toFixed(2)} ms CPU/req${row.errors ? `, ${row.errors} not 2xx or failed` : ''}`,
  );
}

async function runScenarios(target: Target, processes: number, fixture: Fixture, api: Started): Promise<Row[]> {
  const rows: Row[] = [];
  const deepUrl = await deepPageUrl(api.url, { authorization: `Bearer ${fixture.userToken}` });
  if (!deepUrl.includes('page=')) console.log('  (page 5,000 through the cursor: numbered pages stop earlier)');
  const chosen = scenarios(api.url, fixture, deepUrl).filter(({ scenario }) => !scenarioFilter.length || scenarioFilter.some((part) => scenario.includes(part)));
  for (const { scenario, url, headers } of chosen) {
    const probe = await fetch(url, { headers });
    if (!probe.ok) console.log(`  ${scenario}: answers ${probe.status} ${(await probe.text()).slice(0, 200)}`);
    await measure(url, headers, 1); // warm-up: JIT, lazily built serializers, pool connections, caches
    const cpuBefore = treeCpuMs(api.child.pid!);
    const result = await measure(url, headers, duration);
    const cpuMs = treeCpuMs(api.child.pid!) - cpuBefore;
    const row: Row = {
      database: target.name,
      processes,
      scenario,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      cpu: result.requests.total ? cpuMs / result.requests.total : 0,
      errors: result.errors + result.timeouts + result.non2xx,
    };
    report(row);
    rows.push(row);
  }
  return rows;
}

interface Overload {
  database: string;
  connections: number;
  seconds: number;
  ok: number;
  shed503: number;
  timedOut: number;
  p99: number;
}

/** Many more connections than PGlite can serve: the uncached list (signed in), autocannon's timeout at 5 s. */
async function overload(target: Target, fixture: Fixture, api: Started): Promise<Overload> {
  const url = `${api.url}/api/products?page=1&limit=12&sort=-createdAt`;
  const result = await measure(url, { authorization: `Bearer ${fixture.userToken}` }, overloadSeconds, overloadConnections, OVERLOAD_TIMEOUT_S);
  const stats = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  const row = {
    database: target.name,
    connections: overloadConnections,
    seconds: overloadSeconds,
    ok: result['2xx'],
    shed503: stats['503']?.count ?? 0,
    timedOut: result.timeouts,
    p99: result.latency.p99,
  };
  console.log(
    `  ${overloadConnections} connections, ${overloadSeconds} s (uncached list): ${row.ok} answered 2xx, ${row.shed503} got 503, ` +
      `${row.timedOut} waited over ${OVERLOAD_TIMEOUT_S} s (timed out), p99 ${row.p99} ms`,
  );
  return row;
}

const targets = await benchTargets({
  pg: () => postgresTarget(arg('pg-database', 'bench_api'), { url: process.env.BENCH_DATABASE_URL }),
  pglite: () => pgliteTarget('bench-api-pglite', process.env.BENCH_PGLITE_DIR),
});

const rows: Row[] = [];
const overloads: Overload[] = [];
let ceiling: Started | undefined;
try {
  for (const target of targets) {
    try {
      const fixture = await prepare(target);
      const counts = target.name === 'PostgreSQL' ? workerCounts : [1];
      for (const processes of counts) {
        console.log(`\n${target.name}, ${processes} process${processes > 1 ? 'es' : ''}: ${connections} connections, ${duration} s per scenario`);
        const api = await startApi(target, processes);
        try {
          if (!ceiling) {
            ceiling = await startProcess(['--import', 'tsx', path.join(benchDir, 'ceiling.ts')], benchDir, {
              ...process.env,
              BENCH_CEILING_SOURCE: `${api.url}/api/products?page=1&limit=12&sort=-createdAt`,
            }, /"url":"([^"]+)"/);
            await measure(ceiling.url, {}, 1);
            const cpuBefore = treeCpuMs(ceiling.child.pid!);
            const result = await measure(ceiling.url, {}, duration);
            const row: Row = {
              database: '-',
              processes: 1,
              scenario: 'ceiling (bare node:http, same bytes)',
              rps: Math.round(result.requests.average),
              p50: result.latency.p50,
              p99: result.latency.p99,
              cpu: (treeCpuMs(ceiling.child.pid!) - cpuBefore) / Math.max(1, result.requests.total),
              errors: result.errors + result.timeouts + result.non2xx,
            };
            report(row);
            rows.push(row);
          }
          rows.push(...(await runScenarios(target, processes, fixture, api)));
          if (target.name === 'PGlite' && overloadSeconds > 0) overloads.push(await overload(target, fixture, api));
        } finally {
          await stop(api);
        }
      }
    } finally {
      await target.cleanup();
    }
  }
} finally {
  if (ceiling) await stop(ceiling);
}

const ceilingRps = rows.find((row) => row.database === '-')?.rps;
console.log(`\n| database | processes | scenario | req/s | p50 ms | p99 ms | API CPU ms/req | share of ceiling |`);
console.log('|---|---:|---|---:|---:|---:|---:|---:|');
for (const row of rows) {
  const share = ceilingRps && row.database !== '-' ? `${Math.round((100 * row.rps) / ceilingRps)}%` : '';
  const errors = row.errors ? ` (${row.errors} not 2xx)` : '';
  console.log(`| ${row.database} | ${row.processes} | ${row.scenario}${errors} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.cpu.toFixed(2)} | ${share} |`);
}
for (const row of overloads) {
  console.log(
    `\n${row.database} at ${row.connections} connections for ${row.seconds} s: ${row.ok} answered, ${row.shed503} shed with 503, ` +
      `${row.timedOut} waited over ${OVERLOAD_TIMEOUT_S} s, p99 ${row.p99} ms`,
  );
}

const savePath = arg('save', '');
if (savePath) fs.writeFileSync(savePath, JSON.stringify({ rows, overloads }, null, 2));
const comparePath = arg('compare', '');
if (comparePath) {
  const before = JSON.parse(fs.readFileSync(comparePath, 'utf8')) as { rows: Row[]; overloads: Overload[] };
  console.log(`\nBefore (${comparePath}) → now\n`);
  console.log('| database | processes | scenario | req/s | p50 ms | p99 ms | API CPU ms/req |');
  console.log('|---|---:|---|---:|---:|---:|---:|');
  for (const row of rows) {
    const old = before.rows.find((other) => other.database === row.database && other.processes === row.processes && other.scenario === row.scenario);
    const pair = (a: number | undefined, b: number, digits = 0) => `${a === undefined ? '–' : a.toFixed(digits)} → ${b.toFixed(digits)}`;
    console.log(
      `| ${row.database} | ${row.processes} | ${row.scenario} | ${pair(old?.rps, row.rps)} | ${pair(old?.p50, row.p50)} | ${pair(old?.p99, row.p99)} | ${pair(old?.cpu, row.cpu, 2)} |`,
    );
  }
  for (const row of overloads) {
    const old = before.overloads.find((other) => other.database === row.database);
    if (old) console.log(`\n${row.database} overload: ${old.timedOut} → ${row.timedOut} waited over ${OVERLOAD_TIMEOUT_S} s; ${old.shed503} → ${row.shed503} shed with 503; ${old.ok} → ${row.ok} answered`);
  }
}
console.log(`\n(${os.cpus().length} CPUs, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}; node ${process.version})`);
