import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import { lockDataDir } from './lock.js';
import { PGliteDialect } from './pglite-dialect.js';
import { prepareQueries } from './prepared.js';
import { isoTimestamp, TIMESTAMPTZ } from './timestamps.js';
import type { Database } from './types.js';

export type DatabaseKind = 'pglite' | 'postgres';

export interface AppDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Queries waiting for the database (PGlite's queue, or requests waiting for a pool connection): load shedding. */
  pendingQueries(): number;
  /** Closes the pool or PGlite and releases the data directory lock. */
  destroy(): Promise<void>;
}

// Same JS values from both drivers: counts and numerics as numbers, dates as 'YYYY-MM-DD', timestamps as the ISO
// strings the API answers (see isoTimestamp).
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const toNumber = (value: string) => (value === null ? null : Number(value));
pg.types.setTypeParser(INT8, toNumber);
pg.types.setTypeParser(NUMERIC, toNumber);
pg.types.setTypeParser(DATE, (value: string) => value);
pg.types.setTypeParser(TIMESTAMPTZ, isoTimestamp);

/** Where PGlite keeps its files inside DATA_DIR (the lock file sits beside it). */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pgdata');

const CONNECT_TIMEOUT_MS = 10_000;

export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'preparedStatements'>>,
  options: { poolSize?: number } = {},
): Promise<AppDatabase> {
  const plugins = [new CamelCasePlugin()];
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: options.poolSize ?? 10,
      // A request waits at most this long for a connection (pool busy, or the server unreachable), then fails
      // with 503 instead of hanging; TCP keep-alive notices a connection whose peer vanished.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // A connection can die under us, idle or in the middle of a query (server restart, failover, a terminated
    // backend). Its query fails (the request answers 503) and the pool drops it and opens a new one on demand;
    // but a pg Client emits 'error' too, and an 'error' event nobody listens to kills the process. The pool
    // listens only while a client is idle, so every client gets its own listener for its whole life.
    pool.on('connect', (client) => client.on('error', (error) => console.warn(`PostgreSQL: a connection was lost (${error.message})`)));
    pool.on('error', () => {}); // idle client errors: already logged by the client's own listener
    if (config.preparedStatements ?? true) prepareQueries(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    return { db, kind: 'postgres', pendingQueries: () => pool.waitingCount, destroy: () => db.destroy() };
  }

  const release = lockDataDir(config.dataDir);
  try {
    const client = await PGlite.create({
      dataDir: pgliteDirOf(config.dataDir),
      extensions: { pg_trgm },
      parsers: {
        [pgliteTypes.INT8]: toNumber,
        [pgliteTypes.NUMERIC]: toNumber,
        [pgliteTypes.DATE]: (value: string) => value,
        [pgliteTypes.TIMESTAMPTZ]: isoTimestamp,
      },
    });
    const dialect = new PGliteDialect(client);
    const db = new Kysely<Database>({ dialect, plugins });
    return {
      db,
      kind: 'pglite',
      pendingQueries: () => dialect.queueLength,
      destroy: async () => {
        try {
          await db.destroy();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
