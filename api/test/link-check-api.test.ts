import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { LINK_CHECK, LINK_CHECK_MESSAGES } from '../src/constants.js';
import type { UserRow } from '../src/db/accounts-types.js';
import { createTestApp, usingPostgres, type TestContext } from './helpers/app.js';
import { insertProduct } from './helpers/catalog.js';
import { startLinkTarget } from './helpers/link-target.js';

type Target = Awaited<ReturnType<typeof startLinkTarget>>;
type Run = { id: string; status: string; total: number; checked: number; healthy: number; warning: number; broken: number; startedAt: string };

describe(`link health API (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestContext;
  let target: Target;
  let admin: UserRow;
  let staff: UserRow;
  let plain: UserRow;
  before(async () => {
    target = await startLinkTarget();
    // The target is on 127.0.0.1, so the guard is off here (it is tested on in link-check.test.ts).
    t = await createTestApp({ LINK_CHECK_ALLOW_PRIVATE: '1', LINK_CHECK_TIMEOUT_MS: '1000', LINK_CHECK_INTERVAL_HOURS: '0' });
    admin = await t.createUser({ role: 'admin' });
    staff = await t.createUser({ role: 'nurse' });
    plain = await t.createUser();
  });
  after(async () => {
    await t.close();
    await target.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, user?: UserRow, payload?: unknown) =>
    t.app.inject({ method, url, headers: user ? t.auth(user) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

  async function waitForRun(id: string): Promise<Run> {
    for (let i = 0; i < 200; i++) {
      const res = await call('GET', `/api/link-checks/${id}`, staff);
      assert.equal(res.statusCode, 200);
      const { run } = res.json();
      if (run.status !== 'running') return run;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the run did not end');
  }

  /** Removes every product, so that a run over "every active product" sees only the test's. */
  const clearProducts = async () => {
    await t.app.db.deleteFrom('products').execute();
    t.app.repos.products.clearCountCache();
  };

  it('a product starts unchecked; admin and staff payloads carry link, visitors and plain users never', async () => {
    const product = await insertProduct(t, { affiliateLink: target.url('/ok') });
    const expected = { status: 'unchecked', httpStatus: null, finalUrl: null, redirects: [], error: null, responseMs: null, checkedAt: null, acknowledged: false };
    for (const user of [admin, staff]) {
      assert.deepEqual((await call('GET', `/api/products/${product.id}`, user)).json().product.link, expected);
      const list = (await call('GET', '/api/products?limit=100', user)).json();
      assert.ok(list.products.every((p: { link?: unknown }) => p.link), 'every listed product has link');
    }
    // Check it, so that there is real link data to leak.
    assert.equal((await call('POST', `/api/products/${product.id}/link-check`, admin)).statusCode, 200);
    // A product created by someone who is now a plain user (a demoted admin): their own list shows no link either.
    await t.app.db.updateTable('products').set({ createdBy: plain.id }).where('id', '=', product.id).execute();
    const own = await call('GET', '/api/products/user/products', plain);
    assert.equal(own.json().products.length, 1);
    assert.ok(!own.body.includes('"link"'));
    for (const user of [undefined, plain]) {
      for (const url of [`/api/products/${product.id}`, '/api/products?limit=100', '/api/products?linkStatus=healthy', '/api/products/search?query=Seeded', '/api/products/merchant/Amazon']) {
        const res = await call('GET', url, user);
        assert.equal(res.statusCode, 200, url);
        assert.ok(!res.body.includes('"link"'), `${url} shows link health to ${user ? 'a plain user' : 'a visitor'}`);
        assert.ok(!res.body.includes('healthy'), url);
      }
    }
  });

  it('POST /api/products/:id/link-check checks now and stores the result; PATCH /link acknowledges', async () => {
    const product = await insertProduct(t, { affiliateLink: target.url('/missing') });
    const res = await call('POST', `/api/products/${product.id}/link-check`, admin);
    assert.equal(res.statusCode, 200);
    const { link } = res.json();
    assert.equal(link.status, 'broken');
    assert.equal(link.httpStatus, 404);
    assert.equal(link.error, 'The server answered 404 Not Found');
    assert.equal(link.finalUrl, target.url('/missing'));
    assert.equal(link.acknowledged, false);
    assert.ok(Date.parse(link.checkedAt) > Date.now() - 60_000);
    assert.equal(typeof link.responseMs, 'number');
    assert.deepEqual((await call('GET', `/api/products/${product.id}`, admin)).json().product.link, link);

    const ack = await call('PATCH', `/api/products/${product.id}/link`, admin, { acknowledged: true });
    assert.equal(ack.statusCode, 200);
    assert.equal(ack.json().link.acknowledged, true);
    // The same result again keeps the acknowledgement...
    assert.equal((await call('POST', `/api/products/${product.id}/link-check`, admin)).json().link.acknowledged, true);
    // ...a different one (another status) resets it.
    await t.app.db.updateTable('products').set({ affiliateLink: target.url('/error') }).where('id', '=', product.id).execute();
    const changed = (await call('POST', `/api/products/${product.id}/link-check`, admin)).json().link;
    assert.equal(changed.httpStatus, 500);
    assert.equal(changed.acknowledged, false);
  });

  it('a redirect chain is stored hop by hop', async () => {
    const product = await insertProduct(t, { affiliateLink: target.url('/chain/1') });
    const { link } = (await call('POST', `/api/products/${product.id}/link-check`, admin)).json();
    assert.equal(link.status, 'warning');
    assert.equal(link.redirects.length, 3);
    assert.deepEqual(link.redirects[0], { status: 302, url: target.url('/chain/1') });
    assert.equal(link.finalUrl, `http://localhost:${target.port}/ok`);
  });

  it("changing a product's affiliate link resets it to unchecked; other edits keep it", async () => {
    const product = await insertProduct(t, { affiliateLink: target.url('/ok') });
    await call('POST', `/api/products/${product.id}/link-check`, admin);
    await call('PATCH', `/api/products/${product.id}/link`, admin, { acknowledged: true });
    const same = await call('PUT', `/api/products/${product.id}`, admin, { title: 'Renamed', affiliateLink: target.url('/ok') });
    assert.equal(same.statusCode, 200);
    assert.equal(same.json().product.link.status, 'healthy', 'the same link sent again is not a change');
    const edited = await call('PUT', `/api/products/${product.id}`, admin, { affiliateLink: target.url('/moved') });
    assert.equal(edited.statusCode, 200);
    assert.deepEqual(edited.json().product.link, {
      status: 'unchecked', httpStatus: null, finalUrl: null, redirects: [], error: null, responseMs: null, checkedAt: null, acknowledged: false,
    });
  });

  it('GET /api/products?linkStatus= filters for staff and admins; a visitor\'s filter is ignored', async () => {
    await clearProducts();
    const ok = await insertProduct(t, { affiliateLink: target.url('/ok') });
    const bad = await insertProduct(t, { affiliateLink: target.url('/missing') });
    const slow = await insertProduct(t, { affiliateLink: target.url('/limited') });
    const fresh = await insertProduct(t, { affiliateLink: target.url('/ok') });
    for (const product of [ok, bad, slow]) await call('POST', `/api/products/${product.id}/link-check`, admin);
    const ids = async (query: string, user?: UserRow) => {
      const res = await call('GET', `/api/products?limit=100${query}`, user);
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.equal(body.total, body.products.length);
      return body.products.map((p: { _id: string }) => p._id).sort();
    };
    for (const user of [admin, staff]) {
      assert.deepEqual(await ids('&linkStatus=healthy', user), [ok.id]);
      assert.deepEqual(await ids('&linkStatus=broken', user), [bad.id]);
      assert.deepEqual(await ids('&linkStatus=warning', user), [slow.id]);
      assert.deepEqual(await ids('&linkStatus=unchecked', user), [fresh.id]);
    }
    const all = await ids('');
    assert.equal(all.length, 4);
    assert.deepEqual(await ids('&linkStatus=broken'), all, 'a visitor gets the whole list');
    assert.deepEqual(await ids('&linkStatus=broken', plain), all);
    // The dashboard widget's numbers match the filtered lists.
    const summary = (await call('GET', '/api/link-checks/summary', staff)).json();
    assert.deepEqual(summary, { success: true, summary: { healthy: 1, warning: 1, broken: 1, unchecked: 1 } });
    // After a check changes a status, the filtered total follows at once (not cached).
    await t.app.db.updateTable('products').set({ affiliateLink: target.url('/error') }).where('id', '=', ok.id).execute();
    await call('POST', `/api/products/${ok.id}/link-check`, admin);
    assert.deepEqual(await ids('&linkStatus=broken', admin), [ok.id, bad.id].sort());
    assert.equal((await call('GET', '/api/products?linkStatus=sometimes', admin)).statusCode, 400);
  });

  it('a run over every active product: 202, counts add up, results stored', async () => {
    await clearProducts();
    const links = ['/ok', '/moved', '/chain/1', '/missing', '/error', '/loop/a', '/no-head', '/limited', '/slow/2000', '/many/7'];
    const products = [];
    for (const path of links) products.push(await insertProduct(t, { affiliateLink: target.url(path) }));
    await insertProduct(t, { affiliateLink: target.url('/ok'), isActive: false });
    const res = await call('POST', '/api/link-checks', admin);
    assert.equal(res.statusCode, 202, res.body);
    const { run } = res.json();
    assert.deepEqual(Object.keys(run).slice(0, 8), ['id', 'status', 'total', 'checked', 'healthy', 'warning', 'broken', 'startedAt']);
    assert.equal(run.status, 'running');
    assert.equal(run.total, links.length, 'inactive products are not part of it');
    const done = await waitForRun(run.id);
    assert.equal(done.status, 'done');
    assert.equal(done.checked, done.total);
    assert.equal(done.healthy + done.warning + done.broken, done.checked);
    assert.deepEqual([done.healthy, done.warning, done.broken], [3, 2, 5]);
    const latest = (await call('GET', '/api/link-checks/latest', staff)).json();
    assert.equal(latest.run.id, run.id);
    assert.equal(latest.run.status, 'done');
    const summary = (await call('GET', '/api/link-checks/summary', admin)).json().summary;
    assert.deepEqual(summary, { healthy: 3, warning: 2, broken: 5, unchecked: 1 });
  });

  it('a run over chosen products checks only those (inactive too); a second run while one runs answers 409 with its id', async () => {
    await clearProducts();
    const held = await insertProduct(t, { affiliateLink: target.url('/hold') });
    const other = await insertProduct(t, { affiliateLink: target.url('/ok'), isActive: false });
    const untouched = await insertProduct(t, { affiliateLink: target.url('/ok') });
    const res = await call('POST', '/api/link-checks', admin, { productIds: [held.id, other.id, held.id] });
    assert.equal(res.statusCode, 202);
    const { run } = res.json();
    assert.equal(run.total, 2);
    while (target.heldCount === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const second = await call('POST', '/api/link-checks', admin, {});
    assert.equal(second.statusCode, 409);
    assert.equal(second.json().success, false);
    assert.equal(second.json().message, LINK_CHECK_MESSAGES.runInProgress);
    assert.equal(second.json().run.id, run.id);
    assert.equal(second.json().run.status, 'running');
    target.release();
    const done = await waitForRun(run.id);
    assert.deepEqual([done.status, done.checked, done.healthy], ['done', 2, 2]);
    assert.equal((await call('GET', `/api/products/${untouched.id}`, admin)).json().product.link.status, 'unchecked');
  });

  it('a run cut off in another process (stale heartbeat) is marked failed and does not block the next; a live one does', async () => {
    await clearProducts();
    await insertProduct(t, { affiliateLink: target.url('/ok') });
    const { id: deadId } = await t.app.db
      .insertInto('linkCheckRuns')
      .values({ trigger: 'scheduled', checkedBefore: sql`now()`, total: 50, heartbeatAt: sql`now() - interval '10 minutes'` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await call('POST', '/api/link-checks', admin);
    assert.equal(res.statusCode, 202, res.body);
    const dead = (await call('GET', `/api/link-checks/${deadId}`, admin)).json().run;
    assert.equal(dead.status, 'failed');
    assert.equal(dead.error, LINK_CHECK_MESSAGES.interrupted);
    await waitForRun(res.json().run.id);

    // A run whose process is alive (fresh heartbeat) blocks, even though it is not this process's.
    const { id: liveId } = await t.app.db
      .insertInto('linkCheckRuns')
      .values({ trigger: 'manual', checkedBefore: sql`now()` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const blocked = await call('POST', '/api/link-checks', admin);
    assert.equal(blocked.statusCode, 409);
    assert.equal(blocked.json().run.id, liveId);
    // Its heartbeat stops: the next GET and POST see it failed.
    await t.app.db.updateTable('linkCheckRuns').set({ heartbeatAt: sql`now() - ${sql.lit(`${LINK_CHECK.staleMs / 1000 + 5} seconds`)}::interval` }).where('id', '=', liveId).execute();
    const latest = (await call('GET', '/api/link-checks/latest', admin)).json().run;
    assert.deepEqual([latest.id, latest.status], [liveId, 'failed']);
    const next = await call('POST', '/api/link-checks', admin);
    assert.equal(next.statusCode, 202);
    await waitForRun(next.json().run.id);
  });

  it('only one run can be running, even when inserted directly (unique index)', async () => {
    await t.app.db.insertInto('linkCheckRuns').values({ trigger: 'manual', checkedBefore: sql`now()` }).execute();
    await assert.rejects(t.app.db.insertInto('linkCheckRuns').values({ trigger: 'manual', checkedBefore: sql`now()` }).execute());
    await t.app.db.updateTable('linkCheckRuns').set({ status: 'failed' }).where('status', '=', 'running').execute();
  });

  it('permissions: visitors 401, staff 403 on POST/PATCH and 200 on GET, plain users 403', async () => {
    const product = await insertProduct(t, { affiliateLink: target.url('/ok') });
    const { run } = (await call('GET', '/api/link-checks/latest', admin)).json();
    const writes: [ 'POST' | 'PATCH', string, unknown][] = [
      ['POST', '/api/link-checks', {}],
      ['POST', `/api/products/${product.id}/link-check`, undefined],
      ['PATCH', `/api/products/${product.id}/link`, { acknowledged: true }],
    ];
    const reads = ['/api/link-checks/latest', '/api/link-checks/summary', `/api/link-checks/${run.id}`];
    for (const [method, url, body] of writes) {
      assert.equal((await call(method, url, undefined, body)).statusCode, 401, url);
      assert.equal((await call(method, url, staff, body)).statusCode, 403, url);
      assert.equal((await call(method, url, plain, body)).statusCode, 403, url);
    }
    for (const url of reads) {
      assert.equal((await call('GET', url)).statusCode, 401, url);
      assert.equal((await call('GET', url, plain)).statusCode, 403, url);
      assert.equal((await call('GET', url, staff)).statusCode, 200, url);
    }
    assert.equal((await call('PATCH', `/api/products/${product.id}/link`, admin, { acknowledged: true })).statusCode, 200);
  });

  it('bad input answers 400 { success: false, message }; unknown ids 404', async () => {
    const product = await insertProduct(t, { affiliateLink: target.url('/ok') });
    const tooMany = Array.from({ length: LINK_CHECK.maxIds + 1 }, () => crypto.randomUUID());
    const bad: ['POST' | 'PATCH' | 'GET', string, unknown][] = [
      ['POST', '/api/link-checks', { productIds: ['not-a-uuid'] }],
      ['POST', '/api/link-checks', { productIds: 'all' }],
      ['POST', '/api/link-checks', { productIds: [42] }],
      ['POST', '/api/link-checks', { productIds: [] }],
      ['POST', '/api/link-checks', { productIds: tooMany }],
      ['POST', '/api/link-checks', { productIds: null }],
      ['POST', '/api/link-checks', ['x']],
      ['GET', '/api/link-checks/not-a-uuid', undefined],
      ['POST', '/api/products/not-a-uuid/link-check', undefined],
      ['PATCH', `/api/products/${product.id}/link`, { acknowledged: 'yes' }],
      ['PATCH', `/api/products/${product.id}/link`, {}],
      ['PATCH', `/api/products/${product.id}/link`, { acknowledged: 1 }],
      ['PATCH', '/api/products/not-a-uuid/link', { acknowledged: true }],
      ['GET', '/api/products?linkStatus=ok', undefined],
    ];
    for (const [method, url, body] of bad) {
      const res = await call(method, url, admin, body);
      assert.equal(res.statusCode, 400, `${method} ${url} ${JSON.stringify(body)?.slice(0, 80)}: ${res.body}`);
      assert.equal(res.json().success, false);
      assert.equal(typeof res.json().message, 'string');
    }
    const missing = crypto.randomUUID();
    assert.equal((await call('GET', `/api/link-checks/${missing}`, admin)).statusCode, 404);
    assert.equal((await call('POST', `/api/products/${missing}/link-check`, admin)).statusCode, 404);
    assert.equal((await call('PATCH', `/api/products/${missing}/link`, admin, { acknowledged: true })).statusCode, 404);
  });

  it('latest is run: null before any run', async () => {
    const other = await createTestApp({ LINK_CHECK_INTERVAL_HOURS: '0' });
    try {
      const admin2 = await other.createUser({ role: 'admin' });
      const res = await other.app.inject({ method: 'GET', url: '/api/link-checks/latest', headers: other.auth(admin2) });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { success: true, run: null });
    } finally {
      await other.close();
    }
  });
});

describe('closing the API during a run', () => {
  it('stops at once, and the run is marked failed before the database closes', async () => {
    const target = await startLinkTarget();
    const t = await createTestApp({ LINK_CHECK_ALLOW_PRIVATE: '1', LINK_CHECK_INTERVAL_HOURS: '0' });
    try {
      const admin = await t.createUser({ role: 'admin' });
      for (let i = 0; i < 5; i++) await insertProduct(t, { affiliateLink: target.url('/hold') });
      const res = await t.app.inject({ method: 'POST', url: '/api/link-checks', headers: t.auth(admin) });
      assert.equal(res.statusCode, 202);
      while (target.heldCount < 2) await new Promise((resolve) => setTimeout(resolve, 10));
      // What the run looks like at the moment the database is closed.
      const destroy = t.database.destroy;
      let runs: unknown;
      t.database.destroy = async () => {
        runs = await t.app.db.selectFrom('linkCheckRuns').select(['status', 'error']).execute();
        return destroy();
      };
      const started = Date.now();
      await t.app.close();
      assert.ok(Date.now() - started < 2_000, `closing took ${Date.now() - started} ms`);
      assert.deepEqual(runs, [{ status: 'failed', error: LINK_CHECK_MESSAGES.interrupted }]);
    } finally {
      await t.close().catch(() => {}); // already closed: drops the database
      await target.close();
    }
  });
});
