/**
 * Fills a database for measuring: 10,000 users (and, from the catalog, 100,000 products).
 *   npm run seed:bench -w api                                  # PGlite in DATA_DIR (default api/.data)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run seed:bench -w api
 *   npm run seed:bench -w api -- --users 20000
 * Idempotent: it tops up to the requested counts.
 */
import { loadConfig } from '../src/config.js';
import { createDatabase } from '../src/db/index.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seed } from '../src/db/seed/index.js';
import { seedBenchProducts } from './bench/products.js';
import { BENCH_USER_PASSWORD, seedBenchUsers } from './bench/users.js';

function numberArg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
}

const config = loadConfig();
const database = await createDatabase(config);
try {
  await migrateToLatest(database.db);
  await seed(database.db, config);
  let started = Date.now();
  const users = await seedBenchUsers(database.db, numberArg('users', 10_000));
  console.log(`users: added ${users} in ${Date.now() - started} ms (password "${BENCH_USER_PASSWORD}")`);
  started = Date.now();
  const products = await seedBenchProducts(database.db, numberArg('products', 100_000));
  console.log(`products: added ${products} in ${Date.now() - started} ms`);
} finally {
  await database.destroy();
}
