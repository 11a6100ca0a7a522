import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { CATALOG_MESSAGES as M, MESSAGES, NEWSLETTER_RATE_LIMIT, STATS_DAYS, STATS_TOP_PRODUCTS } from '../src/constants.js';
import { createTestApp, usingPostgres, type TestContext } from './helpers/app.js';
import { insertProduct } from './helpers/catalog.js';
import { browserAgent } from './helpers/clicks.js';

const unknownId = '7d6f9b1e-0b7a-4c1e-9a57-2b1b6f3c9e11';

describe('clicks, /go/:id, newsletter, stats', () => {
  let t: TestContext;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const click = (id: string, visitor = 'agent-1', remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: `/api/products/click/${id}`, headers: { 'user-agent': browserAgent(visitor) }, remoteAddress });
  const events = async (productId: string) =>
    Number(
      (
        await t.app.db
          .selectFrom('clickEvents')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('productId', '=', productId)
          .executeTakeFirstOrThrow()
      ).count,
    );

  describe('POST /api/products/click/:id', () => {
    it('adds 1 and records an anonymised event; the same visitor within the window counts once', async () => {
      const product = await insertProduct(t);
      const first = await click(product.id);
      assert.equal(first.statusCode, 200);
      assert.deepEqual(first.json(), { success: true, clicks: 1, counted: true });
      assert.deepEqual((await click(product.id)).json(), { success: true, clicks: 1, counted: false });
      assert.equal((await click(product.id, 'agent-2')).json().clicks, 2, 'another browser is another visitor');
      assert.equal((await click(product.id, 'agent-1', '10.0.0.2')).json().clicks, 3, 'another address is another visitor');
      assert.equal(await events(product.id), 3);
      const stored = await t.app.db.selectFrom('clickEvents').selectAll().where('productId', '=', product.id).execute();
      for (const event of stored) {
        assert.match(event.visitorHash, /^[0-9a-f]{64}$/);
        assert.ok(!event.visitorHash.includes('10.0.0'), 'never the raw address');
      }
      assert.equal((await t.app.inject({ url: `/api/products/${product.id}` })).json().product.clicks, 3);
    });

    it('accepts the public site\'s beacon (POST without a body, or text/plain)', async () => {
      const product = await insertProduct(t);
      const beacon = await t.app.inject({ method: 'POST', url: `/api/products/click/${product.id}`, headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': browserAgent('beacon') }, payload: '' });
      assert.equal(beacon.statusCode, 200);
      assert.equal(beacon.json().clicks, 1);
    });

    it('counts again once the window has passed', async () => {
      const product = await insertProduct(t);
      await click(product.id);
      // The visitor's window (claimed by the click) ends now.
      await t.app.db.updateTable('clickWindows').set({ until: new Date(Date.now() - 1000) }).where('productId', '=', product.id).execute();
      assert.deepEqual((await click(product.id)).json(), { success: true, clicks: 2, counted: true });
    });

    it('unknown or inactive product 404, bad id 400, nothing recorded', async () => {
      const hidden = await insertProduct(t, { isActive: false });
      for (const id of [unknownId, hidden.id]) {
        const res = await click(id);
        assert.equal(res.statusCode, 404);
        assert.deepEqual(res.json(), { success: false, message: M.productNotFound });
      }
      assert.equal((await click('12345')).statusCode, 400);
      // JSON Schema's uuid format takes this prefix; PostgreSQL does not.
      assert.equal((await click(`urn:uuid:${unknownId}`)).statusCode, 400);
      assert.equal(await events(hidden.id), 0);
    });

    it('concurrent clicks (one statement for many) count each visitor once per product, and nothing else', async () => {
      const [product, other] = [await insertProduct(t), await insertProduct(t)];
      const hidden = await insertProduct(t, { isActive: false });
      const answers = await Promise.all([
        ...Array.from({ length: 10 }, () => click(product.id, 'same-visitor', '10.1.0.1')),
        click(product.id.toUpperCase(), 'same-visitor', '10.1.0.1'),
        ...Array.from({ length: 10 }, (_, i) => click(product.id, `visitor-${i}`, '10.1.0.2')),
        click(other.id, 'same-visitor', '10.1.0.1'),
        click(unknownId, 'same-visitor', '10.1.0.1'),
        click(hidden.id, 'same-visitor', '10.1.0.1'),
      ]);
      const statuses = answers.map((res) => res.statusCode);
      assert.deepEqual(statuses, [...Array(22).fill(200), 404, 404]);
      const counted = answers.slice(0, 21).filter((res) => res.json().counted).length;
      assert.equal(counted, 11, 'the same visitor once, ten others once each');
      assert.equal(answers[21].json().counted, true, 'the same visitor on another product counts');
      await t.app.clicks.flush();
      assert.equal(await events(product.id), 11);
      assert.equal(await events(other.id), 1);
      assert.equal(await events(hidden.id), 0);
      assert.equal((await t.app.inject({ url: `/api/products/${product.id}` })).json().product.clicks, 11);
    });

    it('claims the others of a batch when one id is no UUID (never sent to the database)', async () => {
      const product = await insertProduct(t);
      const claims = await t.app.repos.products.claimClicks(
        [
          { productId: product.id, visitorHash: 'a'.repeat(64) },
          { productId: `urn:uuid:${product.id}`, visitorHash: 'b'.repeat(64) },
        ],
        30,
      );
      assert.equal(claims[0].click?.fresh, true);
      assert.equal(claims[1].click, undefined);
    });

    it('claims with a limit count each client\'s hits in the same statement, and claim nothing past it', async () => {
      const product = await insertProduct(t);
      const limit = { max: 3, timeWindowMs: 60_000 };
      const claim = (visitor: string, limitKey: string, productId = product.id) => ({ productId, visitorHash: visitor.padEnd(64, '0'), limitKey });
      const answers = await t.app.repos.products.claimClicks(
        [
          ...['a', 'b', 'c', 'd'].map((visitor) => claim(visitor, 'limit-test-one')),
          claim('a', 'limit-test-two'), // the same visitor through another route: its own count, not a fresh click
          claim('e', 'limit-test-two', `urn:uuid:${product.id}`), // counted, claims nothing
          claim('e', 'limit-test-two', unknownId),
        ],
        30,
        limit,
      );
      assert.deepEqual(answers.map((answer) => answer.hit?.current), [1, 2, 3, 4, 1, 2, 3]);
      assert.ok(answers.every((answer) => answer.hit!.ttl > 58_000 && answer.hit!.ttl <= 60_000));
      assert.deepEqual(answers.map((answer) => answer.click?.fresh), [true, true, true, undefined, false, undefined, undefined]);
      assert.equal(answers[0].click!.affiliateLink, product.affiliateLink);
      const next = await t.app.repos.products.claimClicks([claim('f', 'limit-test-one'), claim('f', 'limit-test-three')], 30, limit);
      assert.deepEqual(next.map((answer) => answer.hit?.current), [5, 1], 'the counts go on in the next statement');
      assert.deepEqual(next.map((answer) => answer.click?.fresh), [undefined, true], 'past the limit nothing; through the other route f opens its window');
      const { rows: hits } = await sql`select key, hits from rate_limit_hits where key like 'limit-test-%' order by key`.execute(t.app.db);
      assert.deepEqual(hits, [
        { key: 'limit-test-one', hits: 5 },
        { key: 'limit-test-three', hits: 1 },
        { key: 'limit-test-two', hits: 3 },
      ]);
    });

    it('keeps the click counter unindexed, so counting a click rewrites no index (a HOT update)', async () => {
      const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes where tablename = 'products'`.execute(t.app.db);
      assert.ok(rows.length > 10);
      assert.deepEqual(rows.filter((row) => /\bclicks\b/.test(row.indexdef)), [], 'an index on products.clicks');
      const { rows: [table] } = await sql<{ options: string[] }>`select reloptions as options from pg_class where relname = 'products'`.execute(t.app.db);
      assert.ok(table.options.includes('fillfactor=85'), 'room on each page for the new row version');
    });

    // PostgreSQL's store counts a burst's hits in one statement. (PGlite's in-memory store hands every request of one
    // tick the same counter object, so requests injected all at once would all see the final count.)
    it('counts concurrent requests of one address exactly against its limit', { skip: usingPostgres ? undefined : 'needs TEST_DATABASE_URL' }, async () => {
      const product = await insertProduct(t);
      const answers = await Promise.all(Array.from({ length: 130 }, (_, i) => click(product.id, `burst-${i}`, '10.9.9.10')));
      const statuses = answers.map((res) => res.statusCode);
      assert.equal(statuses.filter((status) => status === 200).length, 120);
      assert.equal(statuses.filter((status) => status === 429).length, 10);
    });

    it('is rate-limited per address (429 with a message and the limiter\'s headers)', async () => {
      const product = await insertProduct(t);
      const first = await click(product.id, 'bot-0', '10.9.9.9');
      assert.equal(first.headers['x-ratelimit-limit'], '120');
      assert.equal(first.headers['x-ratelimit-remaining'], '119');
      assert.ok(Number(first.headers['x-ratelimit-reset']) > 0);
      let last;
      for (let i = 1; i < 130; i++) last = await click(product.id, `bot-${i}`, '10.9.9.9');
      assert.equal(last!.statusCode, 429);
      assert.deepEqual(last!.json(), { success: false, message: MESSAGES.rateLimited });
      assert.equal(last!.headers['x-ratelimit-remaining'], '0');
      assert.ok(Number(last!.headers['retry-after']) > 0 && Number(last!.headers['retry-after']) <= 60);
      assert.equal((await t.app.repos.products.findById(product.id))!.clicks, 120, 'a refused click counts nothing');
      const go = await t.app.inject({ url: `/go/${product.id}`, headers: { 'user-agent': browserAgent('bot-go') }, remoteAddress: '10.9.9.9' });
      assert.equal(go.statusCode, 302, '/go/:id has its own count');
    });
  });

  describe('GET /go/:id', () => {
    it('counts and redirects (302) to the affiliate link', async () => {
      const product = await insertProduct(t, { affiliateLink: 'https://www.flipkart.com/item/42?ref=aff' });
      const res = await t.app.inject({ url: `/go/${product.id}`, headers: { 'user-agent': browserAgent('go-test') } });
      assert.equal(res.statusCode, 302);
      assert.equal(res.headers.location, 'https://www.flipkart.com/item/42?ref=aff');
      assert.equal(res.headers['cache-control'], 'no-store');
      assert.equal((await t.app.repos.products.findById(product.id))!.clicks, 1);
      assert.equal(await events(product.id), 1);
      assert.equal((await t.app.inject({ url: `/go/${product.id}`, headers: { 'user-agent': browserAgent('go-test') } })).statusCode, 302);
      assert.equal((await t.app.repos.products.findById(product.id))!.clicks, 1, 'deduplicated');
    });

    it('unknown, inactive or malformed id: 404 page for browsers, JSON otherwise', async () => {
      const hidden = await insertProduct(t, { isActive: false });
      for (const id of [unknownId, hidden.id, 'nope']) {
        const html = await t.app.inject({ url: `/go/${id}`, headers: { accept: 'text/html,application/xhtml+xml' } });
        assert.equal(html.statusCode, 404);
        assert.match(String(html.headers['content-type']), /text\/html/);
        assert.match(html.body, /Product not found/);
        const json = await t.app.inject({ url: `/go/${id}` });
        assert.equal(json.statusCode, 404);
        assert.deepEqual(json.json(), { success: false, message: M.productNotFound });
      }
    });
  });

  describe('POST /api/newsletter', () => {
    it('stores an address once: 201 new, 200 already subscribed (any case)', async () => {
      const first = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'Reader@Example.com' }, remoteAddress: '10.1.0.1' });
      assert.equal(first.statusCode, 201);
      assert.deepEqual(first.json(), { success: true, message: M.newsletterSubscribed });
      const again = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: ' reader@example.COM ' }, remoteAddress: '10.1.0.1' });
      assert.equal(again.statusCode, 200);
      assert.deepEqual(again.json(), { success: true, message: M.newsletterAlreadySubscribed });
      assert.equal(await t.app.repos.newsletter.count(), 1);
    });

    it('refuses bad addresses with 400 and stores nothing', async () => {
      const before = await t.app.repos.newsletter.count();
      for (const payload of [{}, { email: '' }, { email: 'not-an-email' }, { email: 42 }, { email: `${'x'.repeat(250)}@example.com` }]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload, remoteAddress: '10.1.0.2' });
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
        assert.equal(res.json().success, false);
      }
      assert.equal(await t.app.repos.newsletter.count(), before);
    });

    it('is rate-limited (429)', async () => {
      let last;
      for (let i = 0; i <= NEWSLETTER_RATE_LIMIT.max; i++) {
        last = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: `r${i}@example.com` }, remoteAddress: '10.1.0.3' });
      }
      assert.equal(last!.statusCode, 429);
      assert.equal(last!.json().success, false);
    });
  });

  describe('GET /api/stats/dashboard', () => {
    it('answers counts, clicks per day (30 days, zero-filled) and the 5 most clicked (staff and admin only)', async () => {
      const admin = await t.createUser({ role: 'admin' });
      const staff = await t.createUser({ role: 'receptionist' });
      const plain = await t.createUser({ role: 'user' });
      const stats = async () => (await t.app.inject({ url: '/api/stats/dashboard', headers: t.auth(admin) })).json().stats;
      const before = await stats();
      const today = new Date().toISOString().slice(0, 10);
      const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
      const clicksOn = (body: { clicksByDay: { date: string; clicks: number }[] }, date: string) =>
        body.clicksByDay.find((day) => day.date === date)!.clicks;

      const products = [];
      for (let i = 0; i < 7; i++) products.push(await insertProduct(t, { clicks: 1_000_000 + i * 10, featured: i < 2, isActive: i !== 6 }));
      const clickOnce = (id: string, ua: string) =>
        t.app.inject({ method: 'POST', url: `/api/products/click/${id}`, headers: { 'user-agent': browserAgent(ua) }, remoteAddress: '10.2.0.1' });
      await clickOnce(products[0].id, 'stats-a');
      await clickOnce(products[0].id, 'stats-b');
      // Earlier days, as the click writer counts them (the dashboard reads the daily counts, as the Clicks page does);
      // a bot's click on one of them is not a person's.
      const ninetyDaysAgo = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
      for (const [day, isBot] of [[threeDaysAgo, false], [threeDaysAgo, true], [ninetyDaysAgo, false]] as const) {
        await t.app.db
          .insertInto('clickDailyDims')
          .values({ day, dimension: 'device', value: 'desktop', isBot, clicks: 1 })
          .onConflict((oc) => oc.columns(['day', 'dimension', 'value', 'isBot']).doUpdateSet((eb) => ({ clicks: eb('clickDailyDims.clicks', '+', 1) })))
          .execute();
      }

      assert.equal((await t.app.inject({ url: '/api/stats/dashboard' })).statusCode, 401);
      assert.equal((await t.app.inject({ url: '/api/stats/dashboard', headers: t.auth(plain) })).statusCode, 403);
      assert.equal((await t.app.inject({ url: '/api/stats/dashboard', headers: t.auth(staff) })).statusCode, 200);
      const after = await stats();
      assert.equal(after.products - before.products, 7);
      assert.equal(after.featured - before.featured, 2);
      assert.equal(after.inactive - before.inactive, 1);
      assert.equal(after.clicksByDay.length, STATS_DAYS);
      assert.equal(before.clicksByDay.length, STATS_DAYS);
      assert.equal(after.clicksByDay.at(-1).date, today);
      for (const day of after.clicksByDay) assert.match(day.date, /^\d{4}-\d{2}-\d{2}$/);
      assert.equal(new Set(after.clicksByDay.map((day: { date: string }) => day.date)).size, STATS_DAYS);
      assert.equal(clicksOn(after, today) - clicksOn(before, today), 2);
      assert.equal(clicksOn(after, threeDaysAgo) - clicksOn(before, threeDaysAgo), 1);
      const total = (body: { clicksByDay: { clicks: number }[] }) => body.clicksByDay.reduce((sum, day) => sum + day.clicks, 0);
      assert.equal(total(after) - total(before), 3, 'the 90-day-old click is outside the window');
      assert.equal(after.topProducts.length, STATS_TOP_PRODUCTS);
      assert.deepEqual(after.topProducts.map((p: { clicks: number }) => p.clicks), [1_000_060, 1_000_050, 1_000_040, 1_000_030, 1_000_020]);
      assert.deepEqual(Object.keys(after.topProducts[0]).sort(), ['_id', 'clicks', 'featuredImage', 'title']);
    });
  });
});
