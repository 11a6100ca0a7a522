// API_WORKERS=N: one primary forks N API processes sharing the port (PostgreSQL only; PGlite allows one process).
// The primary migrates once, replaces a worker that dies, and on SIGTERM lets every worker finish its requests.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { RESTART_BASE_MS, RESTART_MAX_MS, restartDelayMs } from '../src/cluster.js';
import { startChildApi, tempDatabase, waitFor, type ChildApi, type TempDatabase } from './helpers/child-api.js';

const pgSkip = process.env.TEST_DATABASE_URL ? undefined : 'needs TEST_DATABASE_URL (PGlite allows one process)';

/** GET on a new connection each time: the primary hands connections, not requests, to the workers in turn. */
function fresh(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      })
      .on('error', reject);
  });
}

/** The workers that answered /api/health within `tries` requests. */
async function answeringWorkers(url: string, tries = 20): Promise<Set<number>> {
  const seen = new Set<number>();
  for (let i = 0; i < tries; i++) {
    const { status, body } = await fresh(`${url}/api/health`);
    if (status === 200) seen.add(JSON.parse(body).worker);
  }
  return seen;
}

const workerPids = (api: ChildApi) => new Map([...api.output().matchAll(/worker (\d+) started \(pid (\d+)\)/g)].map((m) => [Number(m[1]), Number(m[2])]));
const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('API_WORKERS', () => {
  it('a crashed worker is replaced after a delay that doubles with each crash in the last minute, up to a cap', () => {
    const now = 1_000_000;
    assert.equal(restartDelayMs([now], now), RESTART_BASE_MS);
    assert.equal(restartDelayMs([now - 2000, now - 1000, now], now), RESTART_BASE_MS * 4);
    assert.equal(restartDelayMs([now - 120_000, now - 90_000, now], now), RESTART_BASE_MS, 'old crashes do not count');
    assert.equal(restartDelayMs(Array.from({ length: 30 }, (_, i) => now - i), now), RESTART_MAX_MS);
  });

  it('is refused on PGlite with a message saying why', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-cluster-'));
    try {
      const failed = await startChildApi({ API_WORKERS: '2', DATABASE_URL: '', DATA_DIR: dataDir }).then(
        (api) => api.kill().then(() => ''),
        (error: Error) => error.message,
      );
      assert.match(failed, /exited \(1\)/);
      assert.match(failed, /Cannot start the API: API_WORKERS=2 needs PostgreSQL \(DATABASE_URL\): PGlite allows one process per data directory/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  describe('two processes on PostgreSQL', { skip: pgSkip }, () => {
    const started: Array<{ api?: ChildApi; database: TempDatabase }> = [];
    after(async () => {
      for (const { api, database } of started) {
        await api?.kill();
        for (const pid of api ? workerPids(api).values() : []) if (running(pid)) process.kill(pid, 'SIGKILL');
        await database.drop();
      }
    });
    async function start() {
      const entry: { api?: ChildApi; database: TempDatabase } = { database: await tempDatabase() };
      started.push(entry);
      entry.api = await startChildApi({ ...entry.database.env, API_WORKERS: '2', SHUTDOWN_GRACE_MS: '10000' });
      return entry.api;
    }

    it('both answer on one port, the database was migrated once, a killed worker is replaced', async () => {
      const api = await start();
      assert.match(api.output(), /API listening on http:\/\/\S+ \(database: PostgreSQL \(DATABASE_URL\); 2 processes\)/);
      assert.equal(api.output().match(/migrations applied/g)?.length, 1, api.output());
      assert.deepEqual([...(await answeringWorkers(api.url))].sort(), [1, 2]);

      const first = workerPids(api).get(1)!;
      process.kill(first, 'SIGKILL');
      await waitFor(async () => /worker 3 started/.test(api.output()), 15_000, 'worker 3 started');
      assert.match(api.output(), /worker 1 \(pid \d+\) exited \(SIGKILL\); replacing it in 500 ms/);
      const seen = await waitFor(async () => {
        const workers = await answeringWorkers(api.url, 10);
        return workers.has(3) && workers.has(2) && workers;
      }, 30_000, 'workers 2 and 3 answer');
      assert.ok(!seen.has(1));
      assert.equal(api.child.exitCode, null, 'the primary still runs');
    });

    it('SIGTERM to the primary: every worker finishes its requests, all exit, exit code 0', async () => {
      const api = await start();
      let signalled = false;
      const answers = await Promise.all(
        Array.from({ length: 40 }, () =>
          fresh(`${api.url}/api/products?page=1&limit=12`)
            .catch((error: Error) => ({ status: 0, body: error.message }))
            .then((answer) => {
              if (!signalled) {
                signalled = true;
                api.child.kill('SIGTERM');
              }
              return answer;
            }),
        ),
      );
      const { code, signal } = await api.exited;
      for (const answer of answers) assert.ok(answer.status === 200 || answer.status === 503, `${answer.status} ${answer.body}`);
      assert.ok(answers.some((answer) => answer.status === 200));
      assert.deepEqual({ code, signal }, { code: 0, signal: null }, api.output());
      assert.match(api.output(), /worker 1: shutdown: finishing the requests in flight/);
      assert.match(api.output(), /worker 2: shutdown: finishing the requests in flight/);
      await waitFor(async () => [...workerPids(api).values()].every((pid) => !running(pid)), 5000, 'the workers exited');
    });
  });
});
