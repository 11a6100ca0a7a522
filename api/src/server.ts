import { buildApp } from './app.js';
import { ConfigError, loadConfig, withJwtSecret } from './config.js';
import { createDatabase } from './db/index.js';
import { DataDirLockedError } from './db/lock.js';
import { migrateToLatest } from './db/migrate.js';
import { seed } from './db/seed/index.js';

const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;
const FORCE_EXIT_MARGIN_MS = 2_000;
let stopping = false;

function shutdownGraceMs(value: string | undefined): number {
  if (!value) return DEFAULT_SHUTDOWN_GRACE_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new ConfigError('SHUTDOWN_GRACE_MS must be an integer >= 0 (milliseconds)');
  return ms;
}

async function start() {
  const config = withJwtSecret(loadConfig());
  const graceMs = shutdownGraceMs(process.env.SHUTDOWN_GRACE_MS);
  const database = await createDatabase(config);
  let app;
  try {
    const applied = await migrateToLatest(database.db);
    const seeded = await seed(database.db, config);
    app = await buildApp({ config, database });
    if (applied.length) app.log.info(`migrations applied: ${applied.join(', ')}`);
    if (seeded.length) app.log.info(`seeded: ${seeded.join(', ')}`);
  } catch (error) {
    await database.destroy();
    throw error;
  }
  for (const warning of config.warnings) console.warn(`WARNING: ${warning}`);

  // SIGTERM/SIGINT: finish the requests in flight (bounded by SHUTDOWN_GRACE_MS), close the database, exit 0;
  // exit 1 when requests had to be cut. A second signal exits at once.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) {
        console.log(`${signal} again: exiting now`);
        process.exit(1);
      }
      stopping = true;
      console.log(`${signal}: finishing the requests in flight (at most ${graceMs} ms), then exiting`);
      // If closing itself hangs (a database that does not answer), the grace period still bounds the exit.
      setTimeout(() => process.exit(1), graceMs + FORCE_EXIT_MARGIN_MS).unref();
      app.closeGracefully(graceMs).then(
        (finished) => process.exit(finished ? 0 : 1),
        (error) => {
          console.error('Shutdown failed:', error);
          process.exit(1);
        },
      );
    });
  }

  const address = await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`API listening on ${address} (database: ${where}); OpenAPI UI at ${address}/api/docs`);
}

start().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`Cannot start the API: ${error.message}`);
  } else {
    console.error('Cannot start the API:', error);
  }
  process.exit(1);
});
