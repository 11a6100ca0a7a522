// PostgreSQL terminates the API's connections while requests run (a restart, a failover, an operator's
// pg_terminate_backend): the API logs, drops the broken connections and goes on. Requests during the outage may
// answer 503 with Retry-After; none is left without an answer, and everything answers 200 afterwards, without a
// restart. PostgreSQL only (PGlite runs inside the API process).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startChildApi, tempDatabase, waitFor, withClient, type ChildApi, type TempDatabase } from './helpers/child-api.js';

const ROUNDS = 4;
const WORKERS = 8;

describe('dropped PostgreSQL connections', { skip: !process.env.TEST_DATABASE_URL && 'needs TEST_DATABASE_URL' }, () => {
  let database: TempDatabase;
  let api: ChildApi;
  before(async () => {
    database = await tempDatabase();
    // Every request reaches the database (no cache of visitors' answers), so each one meets the outage.
    api = await startChildApi({ ...database.env, PUBLIC_CACHE_MS: '0' });
  });
  after(async () => {
    await api?.kill();
    await database?.drop();
  });

  const terminateBackends = () =>
    withClient(database.databaseUrl!, async (client) => {
      const result = await client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      return result.rowCount ?? 0;
    });

  it('survives terminated backends mid-load and answers 200 afterwards', async (t) => {
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let terminated = 0;
    for (let round = 0; round < ROUNDS; round++) {
      let running = true;
      let answered = 0;
      const workers = Array.from({ length: WORKERS }, async () => {
        while (running) {
          try {
            const response = await fetch(`${api.url}/api/products?page=1&limit=12`);
            const body = (await response.json()) as { success: boolean; message?: string };
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            if (response.status === 503) {
              assert.equal(body.success, false);
              assert.equal(typeof body.message, 'string');
              assert.ok(Number(response.headers.get('retry-after')) > 0, 'a 503 says when to retry');
            }
            answered++;
          } catch (error) {
            failures.push(`${(error as Error).message} ${(error as { cause?: Error }).cause?.message ?? ''}`);
          }
        }
      });
      // Terminate while the workers' queries run, then let them go on through the outage.
      await waitFor(async () => answered >= 20, 30_000, 'requests answered before the outage');
      terminated += await terminateBackends();
      const afterOutage = answered;
      await waitFor(async () => answered >= afterOutage + 40 || api.child.exitCode !== null, 30_000, 'requests after the outage');
      running = false;
      await Promise.all(workers);
      assert.equal(api.child.exitCode, null, `the API exited:\n${api.output()}`);
    }
    assert.ok(terminated >= ROUNDS, `backends were terminated (${terminated})`);
    t.diagnostic(`statuses during the outages: ${JSON.stringify(Object.fromEntries(statuses))}, ${terminated} backends terminated`);
    assert.deepEqual(failures, [], 'every request got an answer');
    assert.deepEqual([...statuses.keys()].filter((status) => status !== 200 && status !== 503), [], `statuses: ${[...statuses]}`);

    // Afterwards everything answers 200, from the same process.
    for (let i = 0; i < 3; i++) {
      const answers = await Promise.all(
        Array.from({ length: WORKERS }, () => fetch(`${api.url}/api/products?page=1&limit=12`).then((r) => r.status)),
      );
      assert.deepEqual(answers, Array(WORKERS).fill(200));
    }
    assert.equal((await fetch(`${api.url}/api/health`)).status, 200);
    assert.equal(api.child.exitCode, null);
  });
});
