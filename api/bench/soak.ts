// npm run bench:soak -w api: the API (src/server.ts, as `npm start` runs it) in a child process on the seeded
// catalogue, 200 connections of mixed public reads plus 2 connections of admin writes (product price updates) for
// SOAK_SECONDS (default 60) after a warm-up; on local PostgreSQL (when reachable) and on PGlite. Prints requests,
// errors (non-2xx/3xx answers other than 503 and client time-outs: must be 0), 503s shed under load (separately),
// p50/p99, and the API process's RSS before, after the warm-up and after the soak.
//   --only pg|pglite   --connections 200
// Env: SOAK_SECONDS, SOAK_WARMUP_SECONDS (default 10), SOAK_TIMEOUT_SECONDS (client time-out, default 10),
// BENCH_ADMIN_URL or TEST_DATABASE_URL (PostgreSQL server; the bench uses its own database bench_soak).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon';
import { arg, benchTargets, pgliteTarget, postgresTarget, type Target } from './targets.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_PASSWORD = 'soak-admin-password';

const connections = Number(arg('connections', '200'));
const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const warmupSeconds = Number(process.env.SOAK_WARMUP_SECONDS ?? Math.min(10, Math.ceil(seconds / 6)));
const timeoutSeconds = Number(process.env.SOAK_TIMEOUT_SECONDS ?? 10);
const WRITERS = 2;




async function startApi(target: Target): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...target.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'soak-only-jwt-secret-that-is-long-enough-0123456789',
      ADMIN_PASSWORD,
      AUTH_RATE_LIMIT_MAX: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`API exited (${code}):\n${output}`)));
  });
  // Keep reading its output (a full pipe would block the API) and show it: at LOG_LEVEL=warn, only warnings.
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.removeAllListeners('data').on('data', (chunk: Buffer) => process.stderr.write(`  [api] ${chunk}`));
  }
  return { child, url };
}

/** Resident memory of a process in MB (Linux /proc, else ps). */
function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
  } catch {
    return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)]).toString().trim()) / 1024;
  }
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<T>;
}

// The parts of autocannon's request and result this bench uses (the package ships no types).
interface CannonRequest {
  method?: string;
  path?: string;
  body?: string;
  setupRequest?: (request: CannonRequest) => CannonRequest;
}
interface CannonResult {
  requests: { total: number };
  latency: { p50: number; p99: number };
  statusCodeStats: Record<string, { count: number }>;
  /** Connection errors, time-outs included. */
  errors: number;
  timeouts: number;
}
interface Load {
  reads: CannonResult;
  writes: CannonResult;
}

/** Public reads on `connections` connections and admin writes on 2, at the same time. */
async function load(url: string, token: string, productIds: string[], categorySlugs: string[], duration: number): Promise<Load> {
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
  const reads: CannonRequest[] = [
    { path: '/api/products?page=1&limit=12&sort=-createdAt' },
    { setupRequest: (request: CannonRequest) => ({ ...request, path: `/api/products?page=${1 + Math.floor(Math.random() * 3)}&limit=12` }) },
    { path: '/api/products?search=phone&page=1&limit=12' },
    { setupRequest: (request: CannonRequest) => ({ ...request, path: `/api/products?category=${pick(categorySlugs)}&minPrice=100&page=1&limit=12` }) },
    { setupRequest: (request: CannonRequest) => ({ ...request, path: `/api/products/${pick(productIds)}` }) },
    { path: '/api/products/featured' },
    { path: '/api/categories' },
    { path: '/api/categories/featured' },
  ];
  const writes: CannonRequest[] = [
    {
      method: 'PUT',
      setupRequest: (request: CannonRequest) => ({
        ...request,
        path: `/api/products/${pick(productIds)}`,
        body: JSON.stringify({ price: 100 + Math.floor(Math.random() * 900) }),
      }),
    },
  ];
  const common = { url, duration, timeout: timeoutSeconds };
  const [readResult, writeResult]: CannonResult[] = await Promise.all([
    autocannon({ ...common, connections, requests: reads }),
    autocannon({
      ...common,
      connections: WRITERS,
      overallRate: 10, // a few writes per second, as editors would
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      requests: writes,
    }),
  ]);
  return { reads: readResult, writes: writeResult };
}

interface Figures {
  requests: number;
  errors: number;
  shed: number;
  timeouts: number;
  p50: number;
  p99: number;
}

function figures(result: CannonResult): Figures {
  const byStatus = result.statusCodeStats;
  let bad = 0;
  let shed = 0;
  for (const [status, { count }] of Object.entries(byStatus)) {
    if (status === '503') shed += count;
    else if (Number(status) >= 400) bad += count;
  }
  return {
    requests: result.requests.total,
    errors: bad + result.errors, // result.errors counts time-outs and connection errors
    shed,
    timeouts: result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

interface Row {
  database: string;
  kind: 'reads' | 'writes';
  figures: Figures;
  rss: [number, number, number];
}

async function runTarget(target: Target): Promise<Row[]> {
  const { child, url } = await startApi(target);
  try {
    const { token } = await json<{ token: string }>(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const { products } = await json<{ products: Array<{ _id: string }> }>(`${url}/api/products?limit=100`);
    const { categories } = await json<{ categories: Array<{ slug: string }> }>(`${url}/api/categories`);
    if (!products.length || !categories.length) throw new Error('the seeded catalogue is empty');
    const ids = products.map((product) => product._id);
    const slugs = categories.map((category) => category.slug);

    const rssStart = rssMb(child.pid!);
    console.log(`  warm-up ${warmupSeconds} s`);
    await load(url, token, ids, slugs, warmupSeconds);
    const rssWarm = rssMb(child.pid!);
    console.log(`  soak ${seconds} s`);
    const result = await load(url, token, ids, slugs, seconds);
    const rssEnd = rssMb(child.pid!);
    if (child.exitCode !== null) throw new Error(`the API exited during the soak (${child.exitCode})`);
    const rss: Row['rss'] = [rssStart, rssWarm, rssEnd];
    return [
      { database: target.name, kind: 'reads', figures: figures(result.reads), rss },
      { database: target.name, kind: 'writes', figures: figures(result.writes), rss },
    ];
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await target.cleanup();
  }
}

const targets = await benchTargets({
  pg: () => postgresTarget('bench_soak', { fresh: true }),
  pglite: () => pgliteTarget('bench-soak-pglite'),
});

const rows: Row[] = [];
for (const target of targets) {
  console.log(`\nSoak on ${target.name}: ${connections} read connections + ${WRITERS} admin writers, ${seconds} s`);
  rows.push(...(await runTarget(target)));
}

const mb = (value: number) => value.toFixed(0);
console.log(`\n| database | load | requests | errors | time-outs | 503 shed | p50 ms | p99 ms | API RSS MB: start / after warm-up / after |`);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---|');
for (const { database, kind, figures: f, rss } of rows) {
  const memory = kind === 'reads' ? `${mb(rss[0])} / ${mb(rss[1])} / ${mb(rss[2])}` : '';
  console.log(`| ${database} | ${kind} | ${f.requests} | ${f.errors} | ${f.timeouts} | ${f.shed} | ${f.p50} | ${f.p99} | ${memory} |`);
}
console.log(`\n(errors: answers >= 400 other than 503, plus time-outs (${timeoutSeconds} s) and connection errors; ${os.cpus().length} CPUs, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}; node ${process.version})`);
const failed = rows.some((row) => row.figures.errors > 0);
if (failed) console.log('FAILED: errors other than 503 under load');
process.exitCode = failed ? 1 : 0;
