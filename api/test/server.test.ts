import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { usingPostgres } from './helpers/app.js';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development', DATABASE_URL: '' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    child.stdout.on('data', () => {
      const match = /API listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    exited.then(() => clearTimeout(timer));
  });
  return { child, listening, exited, output: () => output };
}

describe('server (npm start on PGlite)', { skip: usingPostgres && 'runs in the PGlite pass' }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-server-'));
  const children: ChildProcess[] = [];
  after(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates, seeds the admin, serves, refuses a second process on the same directory, stops cleanly', async () => {
    const first = startServer(dataDir);
    children.push(first.child);
    const url = await first.listening;
    assert.match(first.output(), /admin12345/, 'the default admin password is printed with a warning');

    const health = await (await fetch(`${url}/api/health`)).json();
    assert.deepEqual(health, { success: true, status: 'ok', database: 'pglite', worker: 0 }, 'one process: worker 0');
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin12345' }),
    });
    assert.equal(login.status, 200);

    const second = startServer(dataDir);
    children.push(second.child);
    assert.equal(await second.exited, 1);
    assert.match(second.output(), /already in use by another API process \(pid \d+\)/);

    first.child.kill('SIGTERM');
    assert.equal(await first.exited, 0);
    assert.equal(fs.existsSync(path.join(dataDir, 'api.lock')), false, 'the lock is released');
  });
});
