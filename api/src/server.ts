import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { LISTENING_MESSAGE, runPrimary, SHUTDOWN_MESSAGE } from './cluster.js';
import { ConfigError, loadConfig, withJwtSecret, type Config } from './config.js';
import { createDatabase, type AppDatabase } from './db/index.js';
import { DataDirLockedError } from './db/lock.js';
import { migrateToLatest } from './db/migrate.js';
import { seed } from './db/seed/index.js';

const FORCE_EXIT_MARGIN_MS = 2_000;

const describeDatabase = (config: Config) =>
  config.databaseUrl ? 'database: PostgreSQL (DATABASE_URL)' : `database: PGlite in ${config.dataDir}`;

/** Migrations and the seed: once per start, in the one process or in the primary before it forks the workers. */
async function prepareDatabase(database: AppDatabase, config: Config, log: (line: string) => void) {
  const applied = await migrateToLatest(database.db);
  const seeded = await seed(database.db, config);
  if (applied.length) log(`migrations applied: ${applied.join(', ')}`);
  if (seeded.length) log(`seeded: ${seeded.join(', ')}`);
}

async function startPrimary(config: Config, graceMs: number) {
  const database = await createDatabase(config);
  try {
    await prepareDatabase(database, config, console.log);
  } finally {
    await database.destroy();
  }
  for (const warning of config.warnings) console.warn(`WARNING: ${warning}`);
  runPrimary({ workers: config.workers, graceMs, describe: describeDatabase(config) });
}

async function startServer(config: Config, graceMs: number) {
  // A worker asked to stop while it is still starting has no request to finish: it exits at once.
  let onShutdown: () => void = () => process.exit(0);
  if (cluster.isWorker) process.on('message', (message) => message === SHUTDOWN_MESSAGE && onShutdown());
  const database = await createDatabase(config);
  let app;
  try {
    const logLines: string[] = [];
    if (cluster.isPrimary) await prepareDatabase(database, config, (line) => logLines.push(line));
    app = await buildApp({ config, database });
    for (const line of logLines) app.log.info(line);
  } catch (error) {
    await database.destroy();
    throw error;
  }
  if (cluster.isPrimary) for (const warning of config.warnings) console.warn(`WARNING: ${warning}`);

  // SIGTERM/SIGINT (or the primary's shutdown message): finish the requests in flight (bounded by
  // SHUTDOWN_GRACE_MS), close the database, exit 0; exit 1 when requests had to be cut. A second signal exits at once.
  let stopping = false;
  let signalled = false;
  const stop = (why: string) => {
    if (stopping) return;
    stopping = true;
    const who = cluster.isWorker ? `worker ${cluster.worker!.id}: ` : '';
    console.log(`${who}${why}: finishing the requests in flight (at most ${graceMs} ms), then exiting`);
    // If closing itself hangs (a database that does not answer), the grace period still bounds the exit.
    setTimeout(() => process.exit(1), graceMs + FORCE_EXIT_MARGIN_MS).unref();
    app.closeGracefully(graceMs).then(
      (finished) => process.exit(finished ? 0 : 1),
      (error) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (signalled) {
        console.log(`${signal} again: exiting now`);
        process.exit(1);
      }
      signalled = true;
      stop(signal);
    });
  }
  onShutdown = () => stop('shutdown');

  const address = await app.listen({ port: config.port, host: config.host });
  if (cluster.isWorker) {
    process.send!({ type: LISTENING_MESSAGE, address });
  } else {
    console.log(`API listening on ${address} (${describeDatabase(config)}); OpenAPI UI at ${address}/api/docs`);
  }
}

async function start() {
  const config = withJwtSecret(loadConfig());
  const graceMs = config.shutdownGraceMs;
  if (cluster.isPrimary && config.workers > 1) return startPrimary(config, graceMs);
  return startServer(config, graceMs);
}

start().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`Cannot start the API: ${error.message}`);
  } else {
    console.error('Cannot start the API:', error);
  }
  process.exit(1);
});
