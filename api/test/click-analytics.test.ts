import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyRequest } from 'fastify';
import { CATALOG_MESSAGES, CLICK_STATS, CLICK_STATS_MESSAGES as M } from '../src/constants.js';
import { clickContext, countryOf, deviceClass, referrerOf } from '../src/services/click-context.js';
import { resolveClickRange } from '../src/services/click-range.js';
import { createClickRecorder, type PendingClick } from '../src/services/click-recorder.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { insertProduct } from './helpers/catalog.js';
import { browserAgent } from './helpers/clicks.js';

const SITE = 'https://shop.example.com';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const unknownId = '7d6f9b1e-0b7a-4c1e-9a57-2b1b6f3c9e11';
const today = () => new Date().toISOString().slice(0, 10);

describe('click context', () => {
  it('classifies devices from the User-Agent', () => {
    assert.equal(deviceClass(IPHONE), 'mobile');
    assert.equal(deviceClass(ANDROID_PHONE), 'mobile');
    assert.equal(deviceClass(ANDROID_TABLET), 'tablet');
    assert.equal(deviceClass(IPAD), 'tablet');
    assert.equal(deviceClass(browserAgent('desk')), 'desktop');
    assert.equal(deviceClass('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 Version/17.1 Safari/605.1.15'), 'desktop');
    assert.equal(deviceClass(undefined), 'desktop');
  });

  it('keeps a path of our site (no query), the host of another, or the path the page sent', () => {
    const origins = [SITE];
    assert.equal(referrerOf(`${SITE}/category/phones?q=secret#x`, undefined, origins), '/category/phones');
    assert.equal(referrerOf('https://www.google.com/search?q=phone', undefined, origins), 'www.google.com');
    assert.equal(referrerOf(`${SITE}/`, '{"page":"/deals"}', origins), '/deals', "a Referer trimmed to our origin defers to the page's path");
    assert.equal(referrerOf(undefined, { page: '/deals?x=1' }, origins), '/deals');
    assert.equal(referrerOf('https://evil.example/', { page: '/deals' }, origins), 'evil.example', 'another site cannot claim our page');
    assert.equal(referrerOf(undefined, { page: '//evil.example/x' }, origins), '');
    assert.equal(referrerOf('not a url', 'not json', origins), '');
    assert.equal(referrerOf(undefined, undefined, origins), '');
    assert.equal(referrerOf(`${SITE}/${'a'.repeat(500)}`, undefined, origins).length, 200);
  });

  it('reads a country only from the configured header, and only a two-letter code', () => {
    assert.equal(countryOf('in'), 'IN');
    assert.equal(countryOf(['DE', 'FR']), 'DE');
    for (const bad of ['XX', 'IND', '', '1A', undefined]) assert.equal(countryOf(bad), '', String(bad));
    const request = { headers: { 'user-agent': IPHONE, 'cf-ipcountry': 'IN' }, body: undefined } as unknown as FastifyRequest;
    assert.equal(clickContext(request, { siteOrigins: [], countryHeader: 'cf-ipcountry' }).country, 'IN');
    assert.equal(clickContext(request, { siteOrigins: [], countryHeader: undefined }).country, '', 'not configured: not trusted');
  });

  it('resolves date ranges and refuses bad ones', () => {
    const now = Date.parse('2026-03-10T15:00:00Z');
    assert.deepEqual(resolveClickRange({}, now), { from: '2026-02-09', to: '2026-03-10' });
    assert.deepEqual(resolveClickRange({ from: '2026-03-01', to: '2026-03-01' }, now), { from: '2026-03-01', to: '2026-03-01' });
    assert.throws(() => resolveClickRange({ from: '2026-02-30' }, now), { message: M.badDate('from') });
    assert.throws(() => resolveClickRange({ to: '10/03/2026' }, now), { message: M.badDate('to') });
    assert.throws(() => resolveClickRange({ from: '2026-03-02', to: '2026-03-01' }, now), { message: M.fromAfterTo });
    assert.doesNotThrow(() => resolveClickRange({ from: '2025-03-11', to: '2026-03-11' }, now), 'exactly the maximum');
    assert.throws(() => resolveClickRange({ from: '2025-03-10', to: '2026-03-11' }, now), { message: M.rangeTooLong });
  });
});

describe('click analytics API', () => {
  let t: TestContext;
  let staffAuth: { authorization: string };
  let adminAuth: { authorization: string };
  let visitorAuth: { authorization: string };
  let address = 0;
  before(async () => {
    t = await createTestApp({ PUBLIC_SITE_URL: SITE, COUNTRY_HEADER: 'CF-IPCountry' });
    staffAuth = t.auth(await t.createUser({ role: 'receptionist' }));
    adminAuth = t.auth(await t.createUser({ role: 'admin' }));
    visitorAuth = t.auth(await t.createUser({ role: 'user' }));
  });
  after(() => t.close());

  // Each click from its own address, so the per-address rate limit never interferes.
  const click = (id: string, headers: Record<string, string>, payload?: string) =>
    t.app.inject({ method: 'POST', url: `/api/products/click/${id}`, headers, payload, remoteAddress: `10.77.${Math.floor(++address / 250)}.${address % 250}` });
  const stats = async (query = `from=${today()}&to=${today()}`) => {
    const res = await t.app.inject({ url: `/api/stats/clicks?${query}`, headers: staffAuth });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().clicks;
  };

  it('records referrer, device and country; a bot is recorded as a bot and not counted', async () => {
    const product = await insertProduct(t);
    const before = await stats();
    assert.equal((await click(product.id, { 'user-agent': IPHONE, referer: `${SITE}/deals?utm=x`, 'cf-ipcountry': 'in' })).json().counted, true);
    assert.equal((await click(product.id, { 'user-agent': ANDROID_TABLET, referer: 'https://www.google.com/' })).json().counted, true);
    // The public site's beacon: text/plain body with the page's path, Referer trimmed to the origin.
    const beacon = await click(product.id, { 'user-agent': browserAgent('beacon'), referer: `${SITE}/`, 'content-type': 'text/plain;charset=UTF-8' }, '{"page":"/category/phones"}');
    assert.equal(beacon.json().counted, true);
    const bot = await click(product.id, { 'user-agent': GOOGLEBOT, referer: `${SITE}/deals` });
    assert.equal(bot.statusCode, 200);
    assert.deepEqual(bot.json(), { success: true, clicks: 3, counted: false });
    assert.equal((await t.app.repos.products.findById(product.id))!.clicks, 3, 'the bot is not counted on the product');

    const events = await t.app.db.selectFrom('clickEvents').select(['referrer', 'device', 'country', 'isBot']).where('productId', '=', product.id).orderBy('id').execute();
    assert.deepEqual(events, [
      { referrer: '/deals', device: 'mobile', country: 'IN', isBot: false },
      { referrer: 'www.google.com', device: 'tablet', country: '', isBot: false },
      { referrer: '/category/phones', device: 'desktop', country: '', isBot: false },
      { referrer: '/deals', device: 'desktop', country: '', isBot: true },
    ]);
    const afterStats = await stats();
    assert.equal(afterStats.total - before.total, 3);
    assert.equal(afterStats.bots - before.bots, 1);
    assert.equal(afterStats.topProducts.find((row: { _id: string }) => row._id === product.id).clicks, 3);
  });

  it('GET /go/:id records the same context', async () => {
    const product = await insertProduct(t);
    const res = await t.app.inject({ url: `/go/${product.id}`, headers: { 'user-agent': ANDROID_PHONE, referer: 'https://news.example.org/article' }, remoteAddress: '10.78.0.1' });
    assert.equal(res.statusCode, 302);
    const event = await t.app.db.selectFrom('clickEvents').select(['referrer', 'device', 'isBot']).where('productId', '=', product.id).executeTakeFirstOrThrow();
    assert.deepEqual(event, { referrer: 'news.example.org', device: 'mobile', isBot: false });
    const botGo = await t.app.inject({ url: `/go/${product.id}`, headers: { 'user-agent': GOOGLEBOT }, remoteAddress: '10.78.0.2' });
    assert.equal(botGo.statusCode, 302, 'a crawler is still redirected');
    assert.equal((await t.app.repos.products.findById(product.id))!.clicks, 1);
  });

  it('sums of byDay, topProducts, referrers and devices equal the events; zero-click products listed', async () => {
    const clicked = await insertProduct(t);
    const other = await insertProduct(t);
    const never = await insertProduct(t);
    const hidden = await insertProduct(t, { isActive: false });
    const agents = [IPHONE, IPAD, browserAgent('a'), browserAgent('b'), ANDROID_PHONE];
    for (const [i, agent] of agents.entries()) {
      await click(i % 2 ? other.id : clicked.id, { 'user-agent': agent, referer: i % 3 ? `${SITE}/p${i % 2}` : 'https://t.co/x' });
    }
    await click(never.id, { 'user-agent': GOOGLEBOT });
    const body = await stats();
    const people = await t.app.db.selectFrom('clickEvents').select((eb) => eb.fn.countAll<number>().as('n')).where('isBot', '=', false).executeTakeFirstOrThrow();
    const bots = await t.app.db.selectFrom('clickEvents').select((eb) => eb.fn.countAll<number>().as('n')).where('isBot', '=', true).executeTakeFirstOrThrow();
    const sum = (rows: { clicks: number }[]) => rows.reduce((total, row) => total + row.clicks, 0);
    assert.equal(body.total, Number(people.n));
    assert.equal(body.bots, Number(bots.n));
    assert.equal(sum(body.byDay), body.total);
    assert.equal(body.byDay.reduce((total: number, day: { bots: number }) => total + day.bots, 0), body.bots);
    assert.equal(sum(body.topProducts), body.total);
    assert.equal(sum(body.referrers), body.total);
    assert.equal(sum(body.devices), body.total);
    assert.deepEqual(body.devices.map((row: { device: string }) => row.device), ['mobile', 'tablet', 'desktop']);
    assert.ok(body.referrers.some((row: { referrer: string }) => row.referrer === 't.co'));
    assert.ok(body.referrers.some((row: { referrer: string }) => row.referrer === '/p1'));

    const zero = body.zeroClickProducts.map((row: { _id: string }) => row._id);
    assert.ok(zero.includes(never.id), "a bot's click does not make a product clicked");
    assert.ok(!zero.includes(clicked.id) && !zero.includes(other.id));
    assert.ok(!zero.includes(hidden.id), 'inactive products are not listed');
    assert.equal(body.zeroClickCount, zero.length);
  });

  it('byDay covers every day of the range, zero-filled', async () => {
    const res = await t.app.inject({ url: '/api/stats/clicks?from=2020-02-27&to=2020-03-02', headers: adminAuth });
    assert.equal(res.statusCode, 200);
    const { clicks, from, to } = res.json();
    assert.deepEqual([from, to], ['2020-02-27', '2020-03-02']);
    assert.deepEqual(clicks.byDay, ['2020-02-27', '2020-02-28', '2020-02-29', '2020-03-01', '2020-03-02'].map((date) => ({ date, clicks: 0, bots: 0 })));
    assert.equal(clicks.total, 0);
    const defaults = (await t.app.inject({ url: '/api/stats/clicks', headers: adminAuth })).json();
    assert.equal(defaults.clicks.byDay.length, CLICK_STATS.defaultDays);
    assert.equal(defaults.to, today());
  });

  it('answers 400 with a message for bad dates', async () => {
    const cases: [string, string][] = [
      ['from=2026-1-01&to=2026-01-05', M.badDate('from')],
      ['from=2026-02-30&to=2026-03-01', M.badDate('from')],
      ['from=2026-01-01&to=yesterday', M.badDate('to')],
      ['from=2026-01-05&to=2026-01-01', M.fromAfterTo],
      ['from=2024-01-01&to=2026-01-01', M.rangeTooLong],
    ];
    for (const [query, message] of cases) {
      const res = await t.app.inject({ url: `/api/stats/clicks?${query}`, headers: staffAuth });
      assert.equal(res.statusCode, 400, query);
      assert.deepEqual(res.json(), { success: false, message }, query);
    }
    const product = await insertProduct(t);
    const res = await t.app.inject({ url: `/api/products/${product.id}/clicks?from=2026-01-05&to=2026-01-01`, headers: staffAuth });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, M.fromAfterTo);
  });

  it('staff and admins only: visitors 401, customers 403', async () => {
    const product = await insertProduct(t);
    for (const url of ['/api/stats/clicks', `/api/products/${product.id}/clicks`]) {
      assert.equal((await t.app.inject({ url })).statusCode, 401, url);
      assert.equal((await t.app.inject({ url, headers: visitorAuth })).statusCode, 403, url);
      assert.equal((await t.app.inject({ url, headers: staffAuth })).statusCode, 200, url);
      assert.equal((await t.app.inject({ url, headers: adminAuth })).statusCode, 200, url);
    }
  });

  it("GET /api/products/:id/clicks: the product's clicks per day; unknown 404, malformed 400", async () => {
    const product = await insertProduct(t);
    const other = await insertProduct(t);
    await click(product.id, { 'user-agent': IPHONE });
    await click(product.id, { 'user-agent': IPAD });
    await click(product.id, { 'user-agent': GOOGLEBOT });
    await click(other.id, { 'user-agent': IPHONE });
    const res = await t.app.inject({ url: `/api/products/${product.id}/clicks`, headers: staffAuth });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.byDay.length, CLICK_STATS.defaultDays);
    assert.deepEqual(body.byDay.at(-1), { date: today(), clicks: 2, bots: 1 });
    assert.equal(body.total, 2);
    assert.equal(body.bots, 1);
    const missing = await t.app.inject({ url: `/api/products/${unknownId}/clicks`, headers: staffAuth });
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), { success: false, message: CATALOG_MESSAGES.productNotFound });
    assert.equal((await t.app.inject({ url: '/api/products/nope/clicks', headers: staffAuth })).statusCode, 400);
  });
});

describe('click recorder', () => {
  const click = (productId: string, isBot = false): PendingClick => ({ productId, visitorHash: 'v', referrer: '', device: 'desktop', country: '', isBot });

  it('gathers clicks and writes them in one batch; counts what is pending per product (people only)', async () => {
    const batches: PendingClick[][] = [];
    const recorder = createClickRecorder({ write: async (clicks) => void batches.push(clicks), flushMs: 60_000, maxBatch: 100, onError: assert.fail });
    await recorder.record(click('a'));
    await recorder.record(click('a'));
    await recorder.record(click('b', true));
    assert.equal(batches.length, 0, 'nothing written before the flush');
    assert.equal(recorder.pendingFor('a'), 2);
    assert.equal(recorder.pendingFor('b'), 0, 'a bot is never counted');
    await recorder.flush();
    assert.deepEqual(batches.map((batch) => batch.length), [3]);
    assert.equal(recorder.pendingFor('a'), 0);
  });

  it('writes at once when the batch is full, and each click when flushMs is 0', async () => {
    const batches: PendingClick[][] = [];
    const full = createClickRecorder({ write: async (clicks) => void batches.push(clicks), flushMs: 60_000, maxBatch: 2, onError: assert.fail });
    await full.record(click('a'));
    await full.record(click('a'));
    await full.flush();
    assert.deepEqual(batches.map((batch) => batch.length), [2]);
    const direct = createClickRecorder({ write: async (clicks) => void batches.push(clicks), flushMs: 0, maxBatch: 100, onError: assert.fail });
    await direct.record(click('c'));
    assert.deepEqual(batches.map((batch) => batch.length), [2, 1], 'written before record() resolves');
  });

  it('reports a failed batch and forgets its pending clicks', async () => {
    const lost: number[] = [];
    const recorder = createClickRecorder({ write: async () => { throw new Error('down'); }, flushMs: 60_000, maxBatch: 100, onError: (_error, n) => void lost.push(n) });
    await recorder.record(click('a'));
    await recorder.flush();
    assert.deepEqual(lost, [1]);
    assert.equal(recorder.pendingFor('a'), 0);
  });
});

describe('batched click writes (CLICK_FLUSH_MS)', () => {
  let t: TestContext;
  before(async () => {
    t = await createTestApp({ CLICK_FLUSH_MS: '60000' });
  });
  after(() => t.close());

  it('answers at once with the pending count; one flush writes events, daily counts and the product count', async () => {
    const product = await insertProduct(t);
    const answers = [];
    for (const visitor of ['one', 'two', 'three']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/products/click/${product.id}`, headers: { 'user-agent': browserAgent(visitor) }, remoteAddress: '10.80.0.1' });
      answers.push(res.json());
    }
    assert.deepEqual(answers.map((answer) => [answer.counted, answer.clicks]), [[true, 1], [true, 2], [true, 3]]);
    assert.equal((await t.app.repos.products.findById(product.id))!.clicks, 0, 'not written yet');
    await t.app.clicks.flush();
    assert.equal((await t.app.repos.products.findById(product.id))!.clicks, 3);
    const staff = t.auth(await t.createUser({ role: 'admin' }));
    const stats = (await t.app.inject({ url: `/api/products/${product.id}/clicks`, headers: staff })).json();
    assert.equal(stats.total, 3);
  });

  it("counts one of a visitor's concurrent clicks (the window is claimed atomically)", async () => {
    const product = await insertProduct(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: `/api/products/click/${product.id}`, headers: { 'user-agent': browserAgent('racer') }, remoteAddress: '10.80.0.2' }),
      ),
    );
    assert.equal(answers.filter((res) => res.json().counted).length, 1);
    await t.app.clicks.flush();
    assert.equal((await t.app.repos.products.findById(product.id))!.clicks, 1);
    const events = await t.app.db.selectFrom('clickEvents').select('id').where('productId', '=', product.id).execute();
    assert.equal(events.length, 1);
  });
});
