// npm run bench:links -w api: a link check run over 1,000 products against local merchant servers that answer in
// 50-500 ms, while autocannon (50 connections) asks for the public product list; compared with the same list
// without a run. Prints the run's duration and checks/s, and the list's requests/s, p50 and p99 with and without.
//   --only pg|pglite   --products 1000   --duration 8 (seconds of each list measurement)   --connections 50
// Env: BENCH_LINKS_DATABASE_URL (default: database bench_links beside BENCH_ADMIN_URL or TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test).
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.js';
import { createDatabase } from '../src/db/index.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seed } from '../src/db/seed/index.js';
import { createTokenService } from '../src/services/tokens.js';
import { arg, benchTargets, pgliteTarget, postgresTarget, type Target } from './targets.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const JWT_SECRET = 'bench-only-jwt-secret-that-is-long-enough-0123456789';
const LIST_URL = '/api/products?page=1&limit=12&sort=-createdAt';
// Merchants on 8 loopback addresses: 8 hosts, so the per-host limit (2) does not hide the overall one (8).
const HOSTS = Array.from({ length: 8 }, (_, i) => `127.0.0.${i + 1}`);

const productTotal = Number(arg('products', '1000'));
const duration = Number(arg('duration', '8'));
const connections = Number(arg('connections', '50'));




/** One merchant per loopback address; every answer (HEAD or GET) comes after 50-500 ms. */
async function startMerchants(): Promise<{ bases: string[]; close: () => Promise<void> }> {
  const servers = await Promise.all(
    HOSTS.map(async (host) => {
      const server = http.createServer((_req, res) => {
        const timer = setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end('ok'), 50 + Math.random() * 450);
        res.on('close', () => clearTimeout(timer));
      });
      await new Promise<void>((resolve) => server.listen(0, host, resolve));
      return server;
    }),
  );
  return {
    bases: servers.map((server, i) => `http://${HOSTS[i]}:${(server.address() as AddressInfo).port}`),
    close: async () => {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  };
}

/** Migrates and seeds, replaces the bench's products (links to the merchants), clears runs; answers an admin token. */
async function prepare(target: Target, bases: string[]): Promise<string> {
  const config = loadConfig({ ...process.env, ...target.env, JWT_SECRET, NODE_ENV: 'development' });
  const database = await createDatabase(config);
  try {
    const { db } = database;
    await migrateToLatest(db);
    await seed(db, config);
    await db.deleteFrom('products').where('title', 'like', 'Link bench %').execute();
    await db.deleteFrom('linkCheckRuns').execute();
    // The seeded catalog points at real merchants: keep them out of the run (the run checks active products).
    await db.updateTable('products').set({ isActive: false }).execute();
    const links = sql.join(bases.map((base) => sql.lit(base)));
    await sql`
      insert into products (title, featured_image, affiliate_link, ranking_number, is_active)
      select 'Link bench ' || n, '/images/products/default.svg',
             (array[${links}])[1 + n % ${bases.length}] || '/p/' || n, n, true
      from generate_series(1, ${productTotal}) as n`.execute(db);
    const admin = await db.selectFrom('users').select(['id', 'tokenVersion']).where('username', '=', config.admin.username).executeTakeFirstOrThrow();
    return createTokenService({ jwtSecret: JWT_SECRET, jwtTtlMs: 3_600_000 }).sign(admin);
  } finally {
    await database.destroy();
  }
}

async function startApi(target: Target): Promise<{ child: ChildProcess; api: string; ceiling: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...target.env,
      JWT_SECRET,
      ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'silent',
      LINK_CHECK_ALLOW_PRIVATE: '1', // the merchants are on loopback
      LINK_CHECK_INTERVAL_HOURS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  for await (const line of lines) {
    if (line.startsWith('{')) {
      lines.close();
      const { api, ceiling } = JSON.parse(line);
      return { child, api, ceiling };
    }
  }
  throw new Error(`bench server exited (${child.exitCode})`);
}

const list = (api: string, seconds: number) => autocannon({ url: `${api}${LIST_URL}`, connections, duration: seconds });

async function runTarget(target: Target, bases: string[]) {
  const token = await prepare(target, bases);
  const { child, api, ceiling } = await startApi(target);
  const cpuMs = async () => {
    const usage = (await (await fetch(`${ceiling}/cpu`)).json()) as NodeJS.CpuUsage;
    return (usage.user + usage.system) / 1000;
  };
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  try {
    await list(api, 2); // warm-up
    let cpu = await cpuMs();
    const idle = await list(api, duration);
    const cpuPerRequest = (await cpuMs() - cpu) / idle.requests.total;

    cpu = await cpuMs();
    const started = Date.now();
    const answer = await fetch(`${api}/api/link-checks`, { method: 'POST', headers: auth, body: '{}' });
    if (answer.status !== 202) throw new Error(`POST /api/link-checks: ${answer.status} ${await answer.text()}`);
    const { run } = (await answer.json()) as { run: { id: string; total: number } };
    const during = await list(api, duration);
    let finished;
    let runningAtEnd = true;
    for (;;) {
      const state = (await (await fetch(`${api}/api/link-checks/${run.id}`, { headers: auth })).json()) as { run: Record<string, any> };
      if (Date.now() - started < duration * 1000 + 500 && state.run.status !== 'running') runningAtEnd = false;
      if (state.run.status !== 'running') {
        finished = state.run;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const seconds = (Date.parse(finished.finishedAt) - Date.parse(finished.startedAt)) / 1000;
    // The API's CPU during the run, less what the list requests cost at the idle rate: what the checks cost.
    const cpuPerCheck = (await cpuMs() - cpu - during.requests.total * cpuPerRequest) / finished.checked;
    // Without a run again: the machine's own load drifts, so "without" is measured on both sides of the run.
    const after = await list(api, duration);
    return { target: target.name, run: finished, seconds, idle, during, after, runningAtEnd, cpuPerRequest, cpuPerCheck };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await target.cleanup();
  }
}

const merchants = await startMerchants();
try {
  const targets = await benchTargets({
    pg: () => postgresTarget('bench_links', { url: process.env.BENCH_LINKS_DATABASE_URL }),
    pglite: () => pgliteTarget('bench-links-pglite'),
  });
  console.log(`link check run: ${productTotal} products on ${HOSTS.length} local merchants answering in 50-500 ms; public list ${LIST_URL}, ${connections} connections, ${duration} s each`);
  for (const target of targets) {
    const { run, seconds, idle, during, after, runningAtEnd, cpuPerRequest, cpuPerCheck } = await runTarget(target, merchants.bases);
    const without = (idle.latency.p99 + after.latency.p99) / 2;
    const p99Change = ((during.latency.p99 - without) / without) * 100;
    console.log(`\n${target.name}`);
    console.log(`  run: ${run.status}, ${run.checked}/${run.total} checked (healthy ${run.healthy}, warning ${run.warning}, broken ${run.broken}) in ${seconds.toFixed(1)} s = ${(run.checked / seconds).toFixed(1)} checks/s`);
    console.log('  public list                req/s   p50 ms   p99 ms   errors (503 = load shedding)');
    for (const [name, result] of [['without a run (before)', idle], ['during the run', during], ['without a run (after)', after]] as const) {
      console.log(`  ${name.padEnd(24)} ${String(Math.round(result.requests.average)).padStart(7)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(result.errors + result.non2xx).padStart(8)}`);
    }
    console.log(`  API CPU: ${cpuPerRequest.toFixed(2)} ms per list request, about ${cpuPerCheck.toFixed(2)} ms per link check`);
    console.log(`  p99 during the run vs the mean of before and after: ${p99Change >= 0 ? '+' : ''}${p99Change.toFixed(1)}%${runningAtEnd ? '' : ' (the run ended before the measurement did)'}`);
  }
} finally {
  await merchants.close();
}
