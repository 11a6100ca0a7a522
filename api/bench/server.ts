// The API for the benchmark, in its own process (so autocannon does not share its event loop), plus a bare
// Fastify server whose one route returns a constant body the size of the product page: the ceiling.
// Prints one JSON line: { api, ceiling } (base URLs). Configured by the same environment as the API.
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase } from '../src/db/index.js';
import { migrateToLatest } from '../src/db/migrate.js';

const config = loadConfig();
const database = await createDatabase(config, { poolSize: Number(process.env.BENCH_POOL_SIZE ?? 10) });
await migrateToLatest(database.db);
const app = await buildApp({ config, database, logger: false });
await app.ready();

const page = await app.inject({ url: process.env.BENCH_CEILING_URL ?? '/api/products?page=1&limit=12&sort=-createdAt' });
const body = page.body;
const ceiling = Fastify({ logger: false });
ceiling.get('/ceiling', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(body);
});
// CPU time of this process (API and ceiling), so the runner can report CPU per request whatever the load.
ceiling.get('/cpu', async () => process.cpuUsage());

const api = await app.listen({ host: '127.0.0.1', port: 0 });
const bare = await ceiling.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ api, ceiling: bare, ceilingBytes: Buffer.byteLength(body) }));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    Promise.all([app.close(), ceiling.close()]).finally(() => process.exit(0));
  });
}
