import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { FRONT_ENDS, REPO_ROOT } from '../lib/paths.ts';

/** Free ports on 127.0.0.1 (bound together, so they differ, then released). */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, () => new Promise<ReturnType<typeof createServer>>((resolve) => {
      const s = createServer();
      s.listen(0, '127.0.0.1', () => resolve(s));
    })),
  );
  const ports = servers.map((s) => (s.address() as { port: number }).port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });

test('npm start (quiet): one line per step, a block with every URL that answers; Ctrl+C stops everything', async () => {
  test.setTimeout(150_000);
  const [api, shell, auth, users, catalog, pub] = await freePorts(6);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-start-'));
  // As a person runs it: without the NODE_ENV=production that the shell's server, running inside this test
  // runner's process, sets for its own React.
  const { NODE_ENV: _runnerNodeEnv, ...runnerEnv } = process.env;
  const child = spawn('node', ['shared/build/start.mjs'], {
    cwd: REPO_ROOT,
    env: {
      ...runnerEnv,
      SKIP_BUILD: '1', // the global setup built the front ends
      VERBOSE: '',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      API_PORT: String(api),
      PORT: '',
      SHELL_PORT: String(shell),
      AUTH_PORT: String(auth),
      USERS_PORT: String(users),
      CATALOG_PORT: String(catalog),
      PUBLIC_PORT: String(pub),
      SERVE_HOST: '127.0.0.1',
      PUBLIC_HOST: '127.0.0.1',
      API_BASE_URL: '',
      AUTH_REMOTE_URL: '',
      USERS_REMOTE_URL: '',
      CATALOG_REMOTE_URL: '',
      PUBLIC_REMOTE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await expect.poll(() => output, { timeout: 120_000, intervals: [500] }).toMatch(/Press Ctrl\+C to stop|exited|✗/);
    expect(output).toContain('Press Ctrl+C to stop');

    const built = (dir: string) => existsSync(path.join(REPO_ROOT, dir, 'dist'));
    const expected = [`http://127.0.0.1:${api}`, `http://127.0.0.1:${api}/api/docs`];
    if (built('shell')) expected.push(`http://127.0.0.1:${shell}/`, `http://127.0.0.1:${shell}/login`);
    const remotePorts = { auth, users, catalog, public: pub } as Record<string, number>;
    for (const fe of FRONT_ENDS) {
      if (fe.key !== 'shell' && built(fe.dir)) expected.push(`http://127.0.0.1:${remotePorts[fe.key]}/mf-manifest.json`);
    }
    const block = output.slice(output.indexOf('┌'));
    for (const url of expected) {
      expect(block, url).toContain(` ${url} `);
      // The API's root has no page; its docs do.
      if (url !== `http://127.0.0.1:${api}`) expect((await fetch(url)).status, url).toBe(200);
    }
    expect(block).toContain('Demo login');
    expect(block).toContain(dataDir);
    // Quiet: no tool output (webpack, npm) and one short line per step.
    expect(output).not.toMatch(/npm (warn|error)|webpack|> api@/);
    expect(output).toMatch(/✓ database migrated and seeded .*\n +\d+ migrations, seeded admin user/);
    expect(output.split('\n').length).toBeLessThan(45);

    child.kill('SIGINT');
    expect(await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('timeout'), 20_000))])).toBe(0);
    for (const port of [api, shell, auth, users, catalog, pub]) expect(await portFree(port), `port ${port} released`).toBe(true);
  } finally {
    // SIGINT lets start.mjs stop the API and servers it started (a SIGKILL would orphan them).
    if (child.exitCode === null) child.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
