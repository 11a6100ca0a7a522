// Overload sheds load early: when the event loop stays late, or too many queries wait for the database, new
// requests get 503 + Retry-After with the usual error body at once, the health check still answers, and the API
// serves again as soon as the pressure is gone. Thresholds set artificially low through the environment.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { loadSheddingOptions } from '../src/config.js';
import { createTestApp, type TestContext } from './helpers/app.js';

const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
function blockEventLoop(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until); // a synchronous task holding the loop, as an overloaded process would
}

function assertShed(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  assert.equal(response.statusCode, 503);
  assert.equal(response.headers['retry-after'], '3');
  const body = response.json() as { success: boolean; message: string };
  assert.equal(body.success, false);
  assert.match(body.message, /busy/);
}

describe(`load shedding on ${kind}`, () => {
  describe('event loop delay', () => {
    let t: TestContext;
    before(async () => {
      t = await createTestApp({ LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '60', LOAD_SHED_SAMPLE_MS: '100', LOAD_SHED_RETRY_AFTER: '3', LOAD_SHED_MAX_QUEUE: '0' });
    });
    after(() => t?.close());

    it('a loop that stays late sheds with 503 + Retry-After; the health check answers; then it recovers', async () => {
      assert.equal((await t.app.inject({ url: '/api/products' })).statusCode, 200);
      // One long task is not overload: the next request is served.
      blockEventLoop(300);
      assert.equal((await t.app.inject({ url: '/api/products' })).statusCode, 200);

      let shed;
      for (const deadline = Date.now() + 20_000; !shed && Date.now() < deadline; ) {
        blockEventLoop(200);
        await sleep(5);
        const response = await t.app.inject({ url: '/api/products' });
        if (response.statusCode === 503) shed = response;
        else assert.equal(response.statusCode, 200);
      }
      assert.ok(shed, 'a sustained late loop sheds');
      assertShed(shed);
      const health = await t.app.inject({ url: '/api/health' });
      assert.equal(health.statusCode, 200, 'the health check still answers');

      let status = 503;
      for (const deadline = Date.now() + 20_000; status === 503 && Date.now() < deadline; await sleep(50)) {
        status = (await t.app.inject({ url: '/api/products' })).statusCode;
      }
      assert.equal(status, 200, 'serves again once the loop is on time');
    });
  });

  describe('queries waiting for the database', () => {
    let t: TestContext;
    before(async () => {
      t = await createTestApp({ LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0', LOAD_SHED_MAX_QUEUE: '2', LOAD_SHED_RETRY_AFTER: '3' });
    });
    after(() => t?.close());

    it('a long queue sheds new requests at once; the health check answers; everything is served after', async () => {
      // Transactions that hold their connection for a while: on PGlite one runs and the rest queue; on
      // PostgreSQL they take the pool's 4 connections and the rest wait for one.
      const holders = Array.from({ length: 6 }, () =>
        t.app.db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          await sleep(300);
        }),
      );
      await sleep(50);
      assert.ok(t.database.pendingQueries() >= 2, `queries waiting: ${t.database.pendingQueries()}`);
      const burst = await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ url: '/api/products?limit=12' })));
      burst.forEach(assertShed);
      const health = t.app.inject({ url: '/api/health' }); // waits its turn for the database, but is not shed

      await Promise.all(holders);
      assert.equal((await health).statusCode, 200);
      assert.equal(t.database.pendingQueries(), 0);
      for (let i = 0; i < 5; i++) assert.equal((await t.app.inject({ url: '/api/products?limit=12' })).statusCode, 200);
    });
  });

  it('settings: refuses a bad threshold; off in the test suite unless a test sets one', () => {
    assert.throws(() => loadSheddingOptions('pglite', { LOAD_SHED_MAX_QUEUE: '-1' }), /LOAD_SHED_MAX_QUEUE must be an integer >= 0/);
    assert.throws(() => loadSheddingOptions('postgres', { LOAD_SHED_RETRY_AFTER: '0' }), /LOAD_SHED_RETRY_AFTER/);
    assert.deepEqual(loadSheddingOptions('postgres', {}).maxQueue, 0, 'PostgreSQL: the pool connect timeout bounds the wait');
    assert.ok(loadSheddingOptions('pglite', {}).maxQueue > 0 && loadSheddingOptions('pglite', {}).maxEventLoopDelayMs > 0);
    const testing = loadSheddingOptions('pglite', {}, true);
    assert.deepEqual([testing.maxQueue, testing.maxEventLoopDelayMs], [0, 0]);
    assert.equal(loadSheddingOptions('pglite', { LOAD_SHED_MAX_QUEUE: '5' }, true).maxQueue, 5);
  });
});
