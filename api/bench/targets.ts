// What the API benches share: their command-line options and the databases they run on, PostgreSQL (a
// database of the bench's own on the server of BENCH_ADMIN_URL, TEST_DATABASE_URL or the local one) and PGlite
// (a temporary data directory), chosen with `--only pg` or `--only pglite`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** `--name value` from the command line, else the fallback. */
export function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

export interface Target {
  name: 'PostgreSQL' | 'PGlite';
  /** Environment for the API (and the bench's own database access) on this target. */
  env: Record<string, string>;
  cleanup: () => Promise<void>;
}

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * PostgreSQL database `database` on the admin URL's server: kept between runs (its data takes long to fill),
 * or `fresh`: created anew and dropped afterwards. `url` (an env override) is used as it is. Undefined, with a
 * line saying why, when the server cannot be reached.
 */
export async function postgresTarget(database: string, { url, fresh = false }: { url?: string; fresh?: boolean } = {}): Promise<Target | undefined> {
  const noCleanup = async () => {};
  if (url) return { name: 'PostgreSQL', env: { DATABASE_URL: url }, cleanup: noCleanup };
  try {
    if (fresh) await admin(`drop database if exists ${database} with (force)`);
    await admin(`create database ${database}`).catch((error: { code?: string }) => {
      if (error.code !== '42P04') throw error; // duplicate_database: kept from an earlier run
    });
  } catch (error) {
    console.log(`PostgreSQL skipped: cannot reach ${ADMIN_URL} (${(error as Error).message})`);
    return undefined;
  }
  const target = new URL(ADMIN_URL);
  target.pathname = `/${database}`;
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: target.toString() },
    cleanup: fresh ? () => admin(`drop database if exists ${database} with (force)`) : noCleanup,
  };
}

/** PGlite in a new temporary directory (removed afterwards), or in `keepDir` (kept). */
export function pgliteTarget(prefix: string, keepDir?: string): Target {
  const dir = keepDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  return {
    name: 'PGlite',
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    cleanup: async () => (keepDir ? undefined : fs.rmSync(dir, { recursive: true, force: true })),
  };
}

/** The targets `--only` asks for (both by default), PostgreSQL first; PostgreSQL is left out when unreachable. */
export async function benchTargets(make: { pg: () => Promise<Target | undefined>; pglite: () => Target }): Promise<Target[]> {
  const only = arg('only', '');
  const targets: Target[] = [];
  if (only !== 'pglite') {
    const postgres = await make.pg();
    if (postgres) targets.push(postgres);
  }
  if (only !== 'pg') targets.push(make.pglite());
  return targets;
}
