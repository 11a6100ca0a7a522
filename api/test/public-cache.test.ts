// The short cache of anonymous catalogue answers (plugins/public-cache.ts), in one process: what is kept, what is
// never kept or served, the headers of a kept answer, ETag/304, and which admin writes drop it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { UserRow } from '../src/db/accounts-types.js';
import { createAnswerStore } from '../src/plugins/public-cache.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { insertCategory, insertProduct, productBody } from './helpers/catalog.js';

const ORIGIN = 'http://localhost:3000';
/** Headers that differ between two answers whatever the cache does. */
const VARYING = new Set(['date', 'x-cache', 'age']);
const stable = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !VARYING.has(name)));

describe('public cache of anonymous catalogue answers', () => {
  let t: TestContext;
  let admin: UserRow;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { origin: ORIGIN, ...headers } });
  /** Asks twice; the second answer must come from the cache. */
  async function warm(url: string) {
    await get(url);
    const res = await get(url);
    assert.equal(res.headers['x-cache'], 'hit', `${url} is cached`);
    return res;
  }

  before(async () => {
    t = await createTestApp({ PUBLIC_CACHE_MS: '60000' });
    admin = await t.createUser({ role: 'admin' });
  });
  after(() => t.close());

  it('answers a visitor\'s second request from memory, with the same body and headers (CORS, helmet, Cache-Control, ETag)', async () => {
    await insertProduct(t, { title: 'Cached Lamp' });
    const first = await get('/api/products?limit=5&page=1');
    const second = await get('/api/products?page=1&limit=5');
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['x-cache'], 'miss');
    assert.equal(second.headers['x-cache'], 'hit', 'the same query in another order is the same answer');
    assert.equal(second.body, first.body);
    assert.deepEqual(stable(second.headers), stable(first.headers));
    assert.equal(second.headers['access-control-allow-origin'], ORIGIN);
    assert.ok(second.headers['content-security-policy'], 'helmet headers on a cached answer');
    assert.match(String(second.headers['content-type']), /^application\/json/);
    assert.equal(second.headers['cache-control'], 'public, max-age=60, stale-while-revalidate=60');
    assert.match(String(second.headers.vary), /Origin/);
    assert.match(String(second.headers.vary), /Authorization/);
    assert.match(String(second.headers.etag), /^"[\w-]+"$/);
    assert.equal(second.headers.age, '0');
  });

  it('an answer to another origin carries that origin\'s CORS headers, not the cached request\'s', async () => {
    await warm('/api/categories');
    const other = await get('/api/categories', { origin: 'https://evil.example' });
    assert.equal(other.headers['x-cache'], 'hit');
    assert.equal(other.headers['access-control-allow-origin'], undefined);
  });

  it('never serves a signed-in request from the cache, nor keeps its answer: an admin sees inactive products', async () => {
    const hidden = await insertProduct(t, { title: 'Hidden Admin Item', isActive: false });
    const visitor = await warm('/api/products?limit=100');
    assert.ok(!visitor.json().products.some((product: { _id: string }) => product._id === hidden.id));
    const staff = await get('/api/products?limit=100', t.auth(admin));
    assert.equal(staff.statusCode, 200);
    assert.equal(staff.headers['x-cache'], undefined);
    assert.equal(staff.headers['cache-control'], 'private, no-store');
    assert.equal(staff.headers.etag, undefined);
    assert.ok(staff.json().products.some((product: { _id: string }) => product._id === hidden.id), 'the admin sees the inactive product');

    // An admin's answer is not kept: the visitor after them still gets the visitor's list.
    const url = `/api/products/${hidden.id}`;
    assert.equal((await get(url, t.auth(admin))).statusCode, 200);
    const again = await get(url);
    assert.equal(again.statusCode, 404);
    // A wrong token is a signed-in request too: not from the cache.
    assert.equal((await get('/api/products?limit=100', { authorization: 'Bearer nonsense' })).headers['x-cache'], undefined);
  });

  it('keeps only 200 answers', async () => {
    const missing = '/api/products/00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < 2; i++) {
      const res = await get(missing);
      assert.equal(res.statusCode, 404);
      assert.equal(res.headers['x-cache'], undefined);
      assert.notEqual(res.headers['cache-control']?.toString().startsWith('public'), true);
    }
    for (let i = 0; i < 2; i++) {
      const res = await get('/api/products?limit=-1');
      assert.equal(res.statusCode, 400);
      assert.equal(res.headers['x-cache'], undefined);
    }
  });

  it('answers 304 to If-None-Match with the current ETag, from memory or not', async () => {
    const url = '/api/products/featured?limit=3';
    const first = await get(url);
    const etag = String(first.headers.etag);
    const fromMemory = await get(url, { 'if-none-match': etag });
    assert.equal(fromMemory.statusCode, 304);
    assert.equal(fromMemory.body, '');
    assert.equal(fromMemory.headers.etag, etag);
    assert.equal(fromMemory.headers['x-cache'], 'hit');
    assert.equal((await get(url, { 'if-none-match': '"something-else"' })).statusCode, 200);

    await t.app.repos.categories.updateCounts(); // a catalogue write: the next answer is built again
    const rebuilt = await get(url, { 'if-none-match': `W/${etag}, "x"` });
    assert.equal(rebuilt.headers['x-cache'], 'miss');
    assert.equal(rebuilt.statusCode, 304, 'the same body has the same ETag');
    assert.equal(rebuilt.body, '');
  });

  describe('every admin write of the catalogue drops the kept answers', () => {
    const write = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: t.auth(admin), payload }).then((res) => {
        assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
        return res.json();
      });
    /** The answer after the write is built again, and differs from the kept one when `changes`. */
    async function dropsAfter(url: string, change: () => Promise<unknown>, changes = true) {
      const before = await warm(url);
      await change();
      const afterwards = await get(url);
      assert.equal(afterwards.headers['x-cache'], 'miss', `${url} was dropped`);
      if (changes) assert.notEqual(afterwards.body, before.body);
    }

    it('products: create, update, delete', async () => {
      let id = '';
      await dropsAfter('/api/products?search=dropme', async () => {
        id = (await write('POST', '/api/products', productBody({ title: 'Dropme One' }))).product._id;
      });
      await dropsAfter(`/api/products/${id}`, () => write('PUT', `/api/products/${id}`, { title: 'Dropme Renamed' }));
      await dropsAfter('/api/products/search?query=dropme', () => write('DELETE', `/api/products/${id}`));
    });

    it('categories: create, update, toggle featured, reorder, recount, delete', async () => {
      const first = await insertCategory(t, { name: 'Alpha Shelf' });
      let id = '';
      await dropsAfter('/api/categories/tree', async () => {
        id = (await write('POST', '/api/categories', { name: 'Beta Shelf' })).category._id;
      });
      await dropsAfter(`/api/categories/${id}`, () => write('PUT', `/api/categories/${id}`, { description: 'Now described' }));
      await dropsAfter('/api/categories/featured', () => write('PATCH', `/api/categories/feature/${id}`));
      await dropsAfter('/api/categories?sort=sortOrder', () => write('POST', '/api/categories/reorder', { categoryIds: [id, first.id] }));
      await dropsAfter('/api/categories/search?query=shelf', () => write('POST', '/api/categories/update-counts'), false);
      await dropsAfter('/api/categories/search?query=shelf', () => write('DELETE', `/api/categories/${id}`));
    });
  });
});

describe('public cache turned off (PUBLIC_CACHE_MS=0)', () => {
  let t: TestContext;
  before(async () => {
    t = await createTestApp({ PUBLIC_CACHE_MS: '0' });
  });
  after(() => t.close());

  it('answers every request afresh, without cache headers', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/products' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['x-cache'], undefined);
      assert.equal(res.headers['cache-control'], undefined);
      assert.equal(res.headers.etag, undefined);
    }
  });

  it('is off by default in tests (NODE_ENV=test)', () => {
    assert.equal(t.config.publicCacheMs, 0);
  });
});

describe('answer store', () => {
  it('keeps an answer for the TTL; then one request rebuilds it while the others get the old one, for one TTL more', () => {
    let clock = 0;
    const store = createAnswerStore(1000, () => clock);
    store.store('k', { payload: 'old', contentType: 'application/json', etag: '"1"' });
    clock = 999;
    assert.equal(store.lookup('k')?.payload, 'old');
    clock = 1000;
    assert.equal(store.lookup('k'), undefined, 'the first request after the TTL rebuilds');
    assert.equal(store.lookup('k')?.payload, 'old', 'the others meanwhile get the old answer');
    clock = 2000;
    assert.equal(store.lookup('k'), undefined, 'never older than two TTLs');
    assert.equal(store.size, 0);
  });

  it('clear() drops everything and moves the generation on', () => {
    const store = createAnswerStore(1000);
    store.store('a', { payload: 'x', contentType: 'application/json', etag: '"1"' });
    const generation = store.generation;
    store.clear();
    assert.equal(store.lookup('a'), undefined);
    assert.equal(store.generation, generation + 1);
  });
});
