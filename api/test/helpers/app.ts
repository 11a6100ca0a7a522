import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Role } from '../../src/constants.js';
import type { UserRow } from '../../src/db/accounts-types.js';
import { createDatabase, pgliteDirOf, type AppDatabase } from '../../src/db/index.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { hashPassword } from '../../src/services/passwords.js';

export const TEST_PASSWORD = 'Password123!';
export const usingPostgres = !!process.env.TEST_DATABASE_URL;

const migrationsDir = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));

/**
 * A migrated PGlite directory, made once per set of migrations and copied for each test app:
 * opening a copy takes ~1 s where initdb takes ~4 s.
 */
async function pgliteTemplate(): Promise<string> {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(migrationsDir).sort()) hash.update(file).update(fs.readFileSync(path.join(migrationsDir, file)));
  const template = path.join(os.tmpdir(), `api-test-pglite-${hash.digest('hex').slice(0, 16)}`);
  if (fs.existsSync(path.join(template, 'ready'))) return template;
  const building = `${template}.${process.pid}.${Date.now()}`;
  const database = await createDatabase({ databaseUrl: undefined, dataDir: building });
  await migrateToLatest(database.db);
  await database.destroy();
  fs.writeFileSync(path.join(building, 'ready'), '');
  try {
    fs.renameSync(building, template);
  } catch {
    fs.rmSync(building, { recursive: true, force: true }); // another test process made it first
  }
  return template;
}

async function freshDatabase(): Promise<{ databaseUrl?: string; dataDir: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      databaseUrl: url.toString(),
      dataDir: os.tmpdir(),
      drop: async () => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  fs.cpSync(pgliteDirOf(await pgliteTemplate()), pgliteDirOf(dataDir), { recursive: true });
  return { dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

let passwordHash: Promise<string> | undefined;
let counter = 0;

export interface TestContext {
  app: App;
  config: Config;
  database: AppDatabase;
  /** Inserts a user directly (no HTTP, one shared hash of TEST_PASSWORD). */
  createUser(overrides?: Partial<UserRow> & { role?: Role }): Promise<UserRow>;
  tokenFor(user: Pick<UserRow, 'id' | 'tokenVersion'>): string;
  /** { authorization: 'Bearer ...' } for the user. */
  auth(user: Pick<UserRow, 'id' | 'tokenVersion'>): { authorization: string };
  close(): Promise<void>;
}

/** The app on a fresh database: a temporary PGlite copy, or a `t_<random>` database when TEST_DATABASE_URL is set. */
export async function createTestApp(env: Record<string, string> = {}, options: { now?: () => number } = {}): Promise<TestContext> {
  const fresh = await freshDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-tests',
    AUTH_RATE_LIMIT_MAX: '10000',
    ...env,
    DATA_DIR: fresh.dataDir,
    ...(fresh.databaseUrl ? { DATABASE_URL: fresh.databaseUrl } : {}),
  });
  const database = await createDatabase(config, { poolSize: 4 });
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database, logger: false, now: options.now });
  await app.ready();
  const tokenFor: TestContext['tokenFor'] = (user) => app.tokens.sign(user);

  return {
    app,
    config,
    database,
    async createUser(overrides = {}) {
      passwordHash ??= hashPassword(TEST_PASSWORD);
      const n = `${process.pid}${++counter}`;
      return app.repos.users.create({
        fullName: `Test User ${n}`,
        username: `user${n}`,
        email: `user${n}@example.com`,
        role: 'user',
        passwordHash: await passwordHash,
        ...overrides,
      });
    },
    tokenFor,
    auth: (user) => ({ authorization: `Bearer ${tokenFor(user)}` }),
    async close() {
      await app.close();
      await fresh.drop();
    },
  };
}

/** A second API instance on the test app's database, as a second process would be (PostgreSQL); the caller closes it. */
export async function secondApp(t: TestContext): Promise<App> {
  return buildApp({ config: t.config, database: await createDatabase(t.config, { poolSize: 2 }), logger: false });
}
