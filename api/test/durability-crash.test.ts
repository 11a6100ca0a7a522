// No acknowledged write is lost: concurrent writers create categories through the API while the API process is
// killed with SIGKILL (no shutdown code runs); the API restarts on the same data and every write that got a 201 is
// there. PGlite data directory, and PostgreSQL when TEST_DATABASE_URL is set.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { lockDataDir } from '../src/db/lock.js';
import { adminAuth, startChildApi, tempDatabase, waitFor, type ChildApi, type TempDatabase } from './helpers/child-api.js';

const WRITERS = 6;
const ROUNDS = 2;
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

interface Written {
  id: string;
  name: string;
}

/** Writers create categories until the process dies under them; answers the acknowledged ones. */
async function writeUntilKilled(api: ChildApi, round: number): Promise<Written[]> {
  const auth = await adminAuth(api.url);
  const acknowledged: Written[] = [];
  const unexpected: string[] = [];
  let dead = false;
  const writers = Array.from({ length: WRITERS }, async (_, writer) => {
    for (let i = 0; !dead; i++) {
      const name = `Durability r${round} w${writer} n${i}`;
      try {
        const response = await fetch(`${api.url}/api/categories`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ name, description: `written by writer ${writer}` }),
        });
        const body = (await response.json()) as { category?: { _id: string; name: string } };
        if (response.status === 201) acknowledged.push({ id: body.category!._id, name: body.category!.name });
        else if (response.status !== 503) unexpected.push(`${response.status} ${JSON.stringify(body)}`); // 503: shed, not acknowledged
      } catch {
        return; // the connection died with the process: this write was never acknowledged
      }
    }
  });
  // A few seconds of writes at most, then kill while they run.
  await waitFor(async () => acknowledged.length >= 40, 60_000, 'acknowledged writes before the kill');
  await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 800));
  api.child.kill('SIGKILL');
  await api.exited;
  dead = true;
  await Promise.all(writers);
  assert.deepEqual(unexpected, [], 'writes before the kill succeed (or are shed under load)');
  return acknowledged;
}

describe(`acknowledged writes survive SIGKILL on ${kind}`, () => {
  let database: TempDatabase | undefined;
  let api: ChildApi | undefined;
  after(async () => {
    await api?.kill();
    await database?.drop();
  });

  it(`${ROUNDS} kills during ${WRITERS} concurrent writers: every acknowledged write is there after restart`, async (t) => {
    database = await tempDatabase();
    const acknowledged: Written[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      api = await startChildApi(database.env); // after a kill: recovers the data, takes over the stale lock
      acknowledged.push(...(await writeUntilKilled(api, round)));
      assert.equal(api.child.signalCode, 'SIGKILL');
      if (database.env.DATA_DIR) assert.ok(fs.existsSync(path.join(database.env.DATA_DIR, 'api.lock')), 'the killed process left its lock');
    }

    api = await startChildApi(database.env);
    const response = await fetch(`${api.url}/api/categories`, { headers: await adminAuth(api.url) });
    assert.equal(response.status, 200);
    const stored = new Map(((await response.json()) as { categories: Array<{ _id: string; name: string }> }).categories.map((c) => [c._id, c.name]));
    const lost = acknowledged.filter(({ id, name }) => stored.get(id) !== name);
    t.diagnostic(`${acknowledged.length} acknowledged writes over ${ROUNDS} kills, ${lost.length} lost`);
    assert.deepEqual(lost, [], 'no acknowledged write is lost');
    assert.ok(acknowledged.length >= ROUNDS * 40);
  });
});

describe('PGlite lock after a crash', () => {
  const dirs: string[] = [];
  after(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const lockFileIn = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-lock-'));
    dirs.push(dir);
    return { dir, lockFile: path.join(dir, 'api.lock') };
  };

  it('takes over a lock that names this very pid (a restarted container gets the same pid)', () => {
    const { dir, lockFile } = lockFileIn();
    fs.writeFileSync(lockFile, `${process.pid} 1`);
    lockDataDir(dir)();
    assert.equal(fs.existsSync(lockFile), false);
  });

  it('takes over a lock whose pid now belongs to another, later process', { skip: !fs.existsSync('/proc/self/stat') && 'needs /proc' }, async () => {
    const { dir, lockFile } = lockFileIn();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(lockFile, `${other.pid} 1`); // started at tick 1 after boot: not this process
      lockDataDir(dir)();
    } finally {
      other.kill('SIGKILL');
    }
  });
});
