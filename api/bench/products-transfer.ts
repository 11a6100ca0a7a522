// npm run bench:transfer -w api: the product import and export at catalogue scale, on PostgreSQL and PGlite.
// Prints the import of 10,000 rows (dry run and real: ms, rows/s) and the streamed CSV export of 100,000 products
// (ms, MB, the process's peak RSS above its level before the export).
//   --only pg|pglite   --rows 10000   --products 100000
// The API runs in this process on a loopback port; the export is read over HTTP and thrown away as it arrives.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { PRODUCT_IMPORT_LIMITS } from '../src/constants.js';
import { createDatabase } from '../src/db/index.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seed } from '../src/db/seed/index.js';
import { PRODUCT_COLUMNS } from '../src/services/product-columns.js';
import { seedBenchProducts } from '../scripts/bench/products.js';
import { arg, benchTargets, pgliteTarget, postgresTarget, type Target } from './targets.js';

const JWT_SECRET = 'bench-only-jwt-secret-that-is-long-enough-0123456789';
// One long request at a time is what is measured here: load shedding (event-loop delay) would cut it short on a busy machine.
process.env.LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS = '0';
const rows = Math.min(Number(arg('rows', String(PRODUCT_IMPORT_LIMITS.rows))), PRODUCT_IMPORT_LIMITS.rows);
const productTotal = Number(arg('products', '100000'));

function importFile(count: number): { body: Buffer; boundary: string } {
  const lines = [PRODUCT_COLUMNS.join(',')];
  for (let n = 0; n < count; n++) {
    lines.push(
      ['', `Bench import ${n}`, 'Imported by the bench', (n % 500) + 0.99, 'INR', n % 30, 'https://img.example.com/p.jpg',
        `https://shop.example.com/p/${n}`, 'Amazon', n + 1, (n % 5) + 0.5, n % 1000, 'in_stock', '', '"bench, import"', 'false', 'true'].join(','),
    );
  }
  const boundary = '----bench-transfer';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="feed.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(lines.join('\n')),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, boundary };
}

/** Reads a GET to the end, counting bytes and sampling this process's RSS. */
function download(url: string, token: string): Promise<{ ms: number; bytes: number; peakRss: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let peakRss = process.memoryUsage.rss();
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 20);
    http
      .get(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => {
          clearInterval(sampler);
          if (res.statusCode !== 200) reject(new Error(`export answered ${res.statusCode}`));
          else resolve({ ms: performance.now() - started, bytes, peakRss: Math.max(peakRss, process.memoryUsage.rss()) });
        });
      })
      .on('error', reject);
  });
}

async function run(target: Target) {
  const config = loadConfig({ ...process.env, ...target.env, JWT_SECRET, NODE_ENV: 'development', ADMIN_PASSWORD: 'bench-admin-password' });
  const database = await createDatabase(config);
  await migrateToLatest(database.db);
  await seed(database.db, config);
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const admin = await database.db.selectFrom('users').select(['id', 'tokenVersion']).where('username', '=', config.admin.username).executeTakeFirstOrThrow();
    const token = app.tokens.sign(admin);
    const { body, boundary } = importFile(rows);
    for (const dryRun of [true, false]) {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: `/api/products/import${dryRun ? '?dryRun=true' : ''}`,
        payload: body,
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`import answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      console.log(`${target.name}: import of ${rows} rows${dryRun ? ' (validate only)' : ''}: ${Math.round(ms)} ms, ${Math.round(rows / (ms / 1000))} rows/s`);
    }

    await seedBenchProducts(database.db, productTotal);
    app.repos.products.clearCountCache();
    global.gc?.();
    const baseRss = process.memoryUsage.rss();
    const { port } = app.server.address() as AddressInfo;
    const result = await download(`http://127.0.0.1:${port}/api/products/export?format=csv`, token);
    console.log(
      `${target.name}: CSV export of ${productTotal} products: ${Math.round(result.ms)} ms, ${(result.bytes / 1048576).toFixed(1)} MB, ` +
        `peak RSS +${Math.round((result.peakRss - baseRss) / 1048576)} MB (${Math.round(result.peakRss / 1048576)} MB in all)`,
    );
  } finally {
    await app.close();
  }
}

const targets = await benchTargets({ pg: () => postgresTarget('bench_transfer', { fresh: true }), pglite: () => pgliteTarget('bench-transfer') });
for (const target of targets) {
  try {
    await run(target);
  } finally {
    await target.cleanup();
  }
}
