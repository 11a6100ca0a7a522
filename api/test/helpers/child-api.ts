// The real API (src/server.ts) in a child process, for tests where a crash must show as an exit: SIGKILL, SIGTERM,
// dropped database connections, overload. Ephemeral port, temporary database; every child is killed when the test
// process ends, even after a failure.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
export const ADMIN_PASSWORD = 'child-api-admin-password';
const JWT_SECRET = 'child-api-test-secret-that-is-long-enough-0123456789';

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

export interface ChildApi {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves when the process ends: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL if still running, and wait for the exit. */
  kill(): Promise<void>;
}

/**
 * Starts the API with the given environment; resolves once it prints its address (generous timeout: tsx compiles).
 * `entry`: the Node arguments that run it, the TypeScript sources by default (the production bundle: dist/server.js).
 */
export async function startChildApi(
  env: Record<string, string>,
  timeoutMs = 120_000,
  entry: string[] = ['--import', 'tsx', 'src/server.ts'],
): Promise<ChildApi> {
  const child = spawn(process.execPath, entry, {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      ADMIN_PASSWORD,
      AUTH_RATE_LIMIT_MAX: '100000',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`API exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    exited,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

export interface TempDatabase {
  /** Environment for startChildApi: DATABASE_URL, or DATA_DIR for PGlite. */
  env: Record<string, string>;
  databaseUrl?: string;
  drop(): Promise<void>;
}

/** A fresh PostgreSQL database beside TEST_DATABASE_URL when it is set, else an empty PGlite directory. */
export async function tempDatabase(): Promise<TempDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-durability-'));
    return { env: { DATA_DIR: dataDir }, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    env: { DATABASE_URL: databaseUrl },
    databaseUrl,
    drop: () => withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

export async function withClient<T>(connectionString: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Signs the seeded admin in; answers the Authorization header. */
export async function adminAuth(url: string): Promise<{ authorization: string }> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`admin login: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** Polls until check() holds (no fixed sleeps); throws with the last value after timeoutMs. */
export async function waitFor<T>(check: () => Promise<T | undefined | false>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms (last: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
