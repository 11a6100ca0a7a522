// npm run bench:api -w api: fills a database with 100,000 products and 10,000 users, starts the API on loopback
// in a child process, and measures each screen query with autocannon (50 connections), next to a bare Fastify
// route returning a body of the same size (the ceiling). Runs on local PostgreSQL and on PGlite.
//   --only pg|pglite   --duration 8 (seconds per scenario)   --connections 50   --products 100000   --users 10000
// Env: BENCH_DATABASE_URL (default: database bench_api beside BENCH_ADMIN_URL or TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test), BENCH_PGLITE_DIR (keep and reuse a filled PGlite directory).
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadConfig } from '../src/config.js';
import { createDatabase } from '../src/db/index.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seed } from '../src/db/seed/index.js';
import { createTokenService } from '../src/services/tokens.js';
import { seedBenchProducts } from '../scripts/bench/products.js';
import { seedBenchUsers } from '../scripts/bench/users.js';
import { arg, benchTargets, pgliteTarget, postgresTarget, type Target } from './targets.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const JWT_SECRET = 'bench-only-jwt-secret-that-is-long-enough-0123456789';

const duration = Number(arg('duration', process.env.BENCH_DURATION ?? '8'));
const connections = Number(arg('connections', '50'));
const productTotal = Number(arg('products', '100000'));
const userTotal = Number(arg('users', '10000'));




/** Migrates, seeds, tops up to the bench counts; answers an admin token. */
async function prepare(target: Target): Promise<string> {
  const config = loadConfig({ ...process.env, ...target.env, JWT_SECRET, NODE_ENV: 'development' });
  const database = await createDatabase(config);
  try {
    await migrateToLatest(database.db);
    await seed(database.db, config);
    let started = Date.now();
    const users = await seedBenchUsers(database.db, userTotal);
    const usersMs = Date.now() - started;
    started = Date.now();
    const products = await seedBenchProducts(database.db, productTotal);
    console.log(`${target.name}: filled (+${users} users in ${usersMs} ms, +${products} products in ${Date.now() - started} ms)`);
    const admin = await database.db
      .selectFrom('users')
      .select(['id', 'tokenVersion'])
      .where('username', '=', config.admin.username)
      .executeTakeFirstOrThrow();
    return createTokenService({ jwtSecret: JWT_SECRET, jwtTtlMs: 3_600_000 }).sign(admin);
  } finally {
    await database.destroy();
  }
}

async function startServer(target: Target): Promise<{ child: ChildProcess; api: string; ceiling: string; ceilingBytes: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...target.env, JWT_SECRET, ADMIN_PASSWORD: 'bench-admin-password', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  for await (const line of lines) {
    if (line.startsWith('{')) {
      lines.close();
      return { child, ...JSON.parse(line) };
    }
  }
  throw new Error(`bench server exited (${child.exitCode})`);
}

interface Row {
  database: string;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  /** CPU time of the API process per request (ms): independent of how busy the machine is. */
  cpu: number;
  errors: number;
}

async function cpuUsage(ceilingUrl: string): Promise<NodeJS.CpuUsage> {
  return (await fetch(`${ceilingUrl}/cpu`)).json() as Promise<NodeJS.CpuUsage>;
}

async function measure(url: string, headers: Record<string, string>, seconds: number) {
  return autocannon({ url, connections, duration: seconds, headers });
}

async function runTarget(target: Target): Promise<Row[]> {
  const token = await prepare(target);
  const server = await startServer(target);
  const auth = { authorization: `Bearer ${token}` };
  const scenarios = [
    { scenario: 'product page (default)', url: `${server.api}/api/products?page=1&limit=12&sort=-createdAt`, headers: {} },
    { scenario: 'title search', url: `${server.api}/api/products?search=headphones&page=1&limit=12&sort=-createdAt`, headers: {} },
    { scenario: 'category + price filter', url: `${server.api}/api/products?category=electronics&minPrice=1000&maxPrice=5000&page=1&limit=12`, headers: {} },
    { scenario: 'user list + search (admin)', url: `${server.api}/api/users?search=sharma&page=1&limit=10`, headers: auth },
    { scenario: `ceiling (bare Fastify, ${server.ceilingBytes} B)`, url: `${server.ceiling}/ceiling`, headers: {} },
  ];
  const rows: Row[] = [];
  try {
    // Warm every route first (JIT, lazily built serializers, pool connections), so order does not matter.
    for (const { scenario, url, headers } of scenarios) {
      const probe = await fetch(url, { headers });
      if (!probe.ok) throw new Error(`${scenario}: ${probe.status} ${await probe.text()}`);
      await measure(url, headers, 2);
    }
    for (const { scenario, url, headers } of scenarios) {
      await measure(url, headers, 1); // warm-up
      const cpuBefore = await cpuUsage(server.ceiling);
      const result = await measure(url, headers, duration);
      const cpuAfter = await cpuUsage(server.ceiling);
      const cpuMs = (cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system) / 1000;
      const row = {
        database: target.name,
        scenario,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        cpu: result.requests.total ? cpuMs / result.requests.total : 0,
        errors: result.errors + result.timeouts + result.non2xx,
      };
      console.log(
        `  ${row.scenario}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.cpu.toFixed(2)} ms CPU/req${row.errors ? `, ${row.errors} errors` : ''}`,
      );
      rows.push(row);
    }
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    await target.cleanup();
  }
  return rows;
}

const targets = await benchTargets({
  pg: () => postgresTarget('bench_api', { url: process.env.BENCH_DATABASE_URL }),
  pglite: () => pgliteTarget('bench-api-pglite', process.env.BENCH_PGLITE_DIR),
});

const rows: Row[] = [];
for (const target of targets) {
  console.log(`\n${target.name}: ${connections} connections, ${duration} s per scenario`);
  rows.push(...(await runTarget(target)));
}

console.log(`\n| database | scenario | req/s | p50 ms | p99 ms | API CPU ms/req | ceiling req/s ÷ req/s |`);
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const row of rows) {
  const ceiling = rows.find((other) => other.database === row.database && other.scenario.startsWith('ceiling'));
  const ratio = ceiling && row.rps ? (ceiling.rps / row.rps).toFixed(1) + 'x' : '';
  const errors = row.errors ? ` ${row.errors} errors` : '';
  console.log(`| ${row.database} | ${row.scenario} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.cpu.toFixed(2)} | ${ratio} |${errors}`);
}
console.log(`\n(${os.cpus().length} CPUs, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}; node ${process.version})`);
