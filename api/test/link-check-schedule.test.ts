import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { createLinkChecksRepository } from '../src/db/repositories/link-checks.js';
import { createLinkCheckService } from '../src/services/link-check/service.js';
import { createTestApp, usingPostgres, type TestContext } from './helpers/app.js';
import { insertProduct } from './helpers/catalog.js';
import { startLinkTarget } from './helpers/link-target.js';

type Target = Awaited<ReturnType<typeof startLinkTarget>>;

describe(`scheduled link checks (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestContext;
  let target: Target;
  before(async () => {
    target = await startLinkTarget();
    // The app's own scheduler runs too (24 h): it must not start anything within a test, nor keep the process alive.
    t = await createTestApp({ LINK_CHECK_ALLOW_PRIVATE: '1', LINK_CHECK_TIMEOUT_MS: '1000', LINK_CHECK_INTERVAL_HOURS: '24' });
  });
  after(async () => {
    await t.close();
    await target.close();
  });

  /** A second "API process" on the same database: its own service, limiter and scheduler. */
  const processOnSameDatabase = () =>
    createLinkCheckService({
      repo: createLinkChecksRepository(t.app.db),
      settings: { allowPrivate: true, timeoutMs: 1_000, intervalHours: 24 },
      log: t.app.log,
    });

  it('re-checks the products whose last check is oldest; two processes at once start one run; not again within the interval', async () => {
    const never = await insertProduct(t, { affiliateLink: target.url('/ok') });
    const old = await insertProduct(t, { affiliateLink: target.url('/missing') });
    const recent = await insertProduct(t, { affiliateLink: target.url('/ok') });
    await insertProduct(t, { affiliateLink: target.url('/ok'), isActive: false });
    await t.app.db.updateTable('products').set({ linkStatus: 'healthy', linkCheckedAt: sql`now() - interval '3 days'` }).where('id', '=', old.id).execute();
    await t.app.db.updateTable('products').set({ linkStatus: 'healthy', linkCheckedAt: sql`now() - interval '1 hour'` }).where('id', '=', recent.id).execute();

    const one = processOnSameDatabase();
    const two = processOnSameDatabase();
    try {
      await Promise.all([one.runScheduled(), two.runScheduled()]);
      const runs = await t.app.db.selectFrom('linkCheckRuns').selectAll().execute();
      assert.equal(runs.length, 1, 'one run for both processes');
      assert.equal(runs[0].trigger, 'scheduled');
      assert.equal(runs[0].total, 2, 'the never-checked and the 3-day-old product; not the one checked an hour ago');
      await one.currentRun;
      await two.currentRun;
      const run = await t.app.db.selectFrom('linkCheckRuns').selectAll().executeTakeFirstOrThrow();
      assert.deepEqual([run.status, run.checked, run.healthy, run.broken], ['done', 2, 1, 1]);
      const status = async (id: string) =>
        (await t.app.db.selectFrom('products').select('linkStatus').where('id', '=', id).executeTakeFirstOrThrow()).linkStatus;
      assert.equal(await status(never.id), 'healthy');
      assert.equal(await status(old.id), 'broken');

      // Due again only after the interval.
      await one.runScheduled();
      assert.equal((await t.app.db.selectFrom('linkCheckRuns').selectAll().execute()).length, 1);
      await t.app.db.updateTable('linkCheckRuns').set({ startedAt: sql`now() - interval '25 hours'` }).execute();
      await two.runScheduled();
      await two.currentRun;
      assert.equal((await t.app.db.selectFrom('linkCheckRuns').selectAll().execute()).length, 2);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('reads products in pages: a run over more products than a page checks each once', async () => {
    await t.app.db.deleteFrom('products').execute();
    for (let i = 0; i < 130; i++) await insertProduct(t, { affiliateLink: target.url(i % 3 ? '/ok' : '/missing') });
    const service = processOnSameDatabase();
    try {
      const before = target.requests.length;
      target.resetMaxActive();
      const started = await service.startRun({ trigger: 'manual' });
      assert.ok('run' in started);
      await service.currentRun;
      const run = await t.app.db.selectFrom('linkCheckRuns').selectAll().where('id', '=', started.run.id).executeTakeFirstOrThrow();
      assert.deepEqual([run.status, run.total, run.checked, run.healthy, run.broken], ['done', 130, 130, 86, 44]);
      assert.equal(target.requests.length - before, 130, 'one request per product');
      assert.ok(target.maxActive <= 2, 'at most 2 at once on one host');
    } finally {
      await service.close();
    }
  });
});
