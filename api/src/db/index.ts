import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import { lockDataDir } from './lock.js';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './types.js';

export type DatabaseKind = 'pglite' | 'postgres';

export interface AppDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Closes the pool or PGlite and releases the data directory lock. */
  destroy(): Promise<void>;
}

// Same JS values from both drivers: counts and numerics as numbers, dates as 'YYYY-MM-DD'.
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const toNumber = (value: string) => (value === null ? null : Number(value));
pg.types.setTypeParser(INT8, toNumber);
pg.types.setTypeParser(NUMERIC, toNumber);
pg.types.setTypeParser(DATE, (value: string) => value);

/** Where PGlite keeps its files inside DATA_DIR (the lock file sits beside it). */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pgdata');

export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: { poolSize?: number } = {},
): Promise<AppDatabase> {
  const plugins = [new CamelCasePlugin()];
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection can die under us (server restart, a terminated backend). The pool drops it and opens a
    // new one on demand; without a listener the 'error' event would crash the process.
    pool.on('error', (error) => console.warn(`PostgreSQL: an idle connection was closed (${error.message})`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    return { db, kind: 'postgres', destroy: () => db.destroy() };
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
      },
    });
    const db = new Kysely<Database>({ dialect: new PGliteDialect(client), plugins });
    return {
      db,
      kind: 'pglite',
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
