import { buildApp } from './app.js';
import { ConfigError, loadConfig, withJwtSecret } from './config.js';
import { createDatabase } from './db/index.js';
import { DataDirLockedError } from './db/lock.js';
import { migrateToLatest } from './db/migrate.js';
import { seed } from './db/seed/index.js';

async function start() {
  const config = withJwtSecret(loadConfig());
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

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      app.close().then(() => process.exit(0), () => process.exit(1));
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
