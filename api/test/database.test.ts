import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { createDatabase } from '../src/db/index.js';
import { DataDirLockedError, lockDataDir } from '../src/db/lock.js';

describe('PGlite data directory lock', () => {
  it('refuses a second opener while the first holds it, and frees it on release', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-lock-'));
    const release = lockDataDir(dir);
    assert.throws(() => lockDataDir(dir), (error: Error) => {
      assert.ok(error instanceof DataDirLockedError);
      assert.match(error.message, new RegExp(`in use by another API process \\(pid ${process.pid}\\)`));
      return true;
    });
    release();
    lockDataDir(dir)();
    fs.rmSync(dir, { recursive: true });
  });

  it('takes over a stale lock whose process is gone', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-lock-'));
    const child = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => child.on('exit', resolve));
    fs.writeFileSync(path.join(dir, 'api.lock'), String(child.pid));
    lockDataDir(dir)();
    fs.rmSync(dir, { recursive: true });
  });

  it('createDatabase refuses a directory locked by another process', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-lock-'));
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      fs.writeFileSync(path.join(dir, 'api.lock'), String(child.pid));
      await assert.rejects(createDatabase({ databaseUrl: undefined, dataDir: dir }), DataDirLockedError);
      assert.equal(fs.existsSync(path.join(dir, 'pgdata')), false, 'nothing was opened');
    } finally {
      child.kill();
      fs.rmSync(dir, { recursive: true });
    }
  });
});

describe('PostgreSQL pool', { skip: !process.env.TEST_DATABASE_URL }, () => {
  it('survives an idle connection being terminated by the server', async () => {
    const { createTestApp } = await import('./helpers/app.js');
    const t = await createTestApp();
    try {
      const listUsers = () => t.app.inject({ method: 'GET', url: '/api/users', headers: t.auth(admin) });
      const admin = await t.createUser({ role: 'admin' });
      assert.equal((await listUsers()).statusCode, 200);
      // Kill every other backend of this database, as a restart or an administrator would.
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(t.app.db);
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal((await listUsers()).statusCode, 200);
    } finally {
      await t.close();
    }
  });
});
