import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CATALOG_MESSAGES as M, PRODUCT_LIST_MAX_OFFSET_ROWS, PRODUCT_SORT_FIELDS } from '../src/constants.js';
import type { UserRow } from '../src/db/accounts-types.js';
import type { CategoryRow } from '../src/db/catalog-types.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { insertCategory, insertProduct } from './helpers/catalog.js';

interface ListBody {
  products: { _id: string; isActive: boolean }[];
  total: number;
  currentPage: number;
  totalPages: number;
  count: number;
  nextCursor: string | null;
}

describe('product list: keyset cursor', () => {
  let t: TestContext;
  let admin: UserRow;
  let books: CategoryRow;
  const inactive = new Set<string>();

  before(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 'admin' });
    books = await insertCategory(t, { name: 'Books', slug: 'cursor-books' });
    // 40 products with many equal sort keys (ties broken by id), missing prices and ratings, timestamps that
    // differ only in microseconds, and every fifth one inactive.
    for (let i = 0; i < 40; i++) {
      const row = await insertProduct(t, {
        title: `Item ${i % 7}`,
        price: i % 6 === 0 ? null : (i % 5) * 10 + 0.5,
        rating: i % 4 === 0 ? null : (i % 3) + 1.5,
        clicks: i % 3,
        rankingNumber: 1 + (i % 9),
        isActive: i % 5 !== 4,
        categoryId: i % 2 ? books.id : null,
        createdAt: `2026-01-01T00:00:00.${String(i % 8).padStart(6, '0')}Z`,
      });
      if (i % 5 === 4) inactive.add(row.id);
    }
  });
  after(() => t.close());

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: res.json() as ListBody & { message?: string; success: boolean } };
  };

  async function offsetWalk(query: string, headers: Record<string, string> = {}) {
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const { status, body } = await get(`/api/products?${query}&limit=3&page=${page}`, headers);
      assert.equal(status, 200);
      ids.push(...body.products.map((p) => p._id));
      if (page >= body.totalPages) return ids;
    }
  }

  async function cursorWalk(query: string, headers: Record<string, string> = {}) {
    const ids: string[] = [];
    let cursor: string | null = null;
    for (let page = 1; page < 100; page++) {
      const { status, body }: Awaited<ReturnType<typeof get>> = await get(
        `/api/products?${query}&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        headers,
      );
      assert.equal(status, 200, JSON.stringify(body));
      assert.equal(body.currentPage, page);
      ids.push(...body.products.map((p) => p._id));
      if (body.nextCursor === null) {
        assert.equal(page, Math.max(1, body.totalPages), 'the last page has no cursor');
        return ids;
      }
      assert.equal(body.count, 3, 'only a full page has a next cursor');
      cursor = body.nextCursor;
    }
    throw new Error('the cursor walk did not end');
  }

  for (const field of PRODUCT_SORT_FIELDS) {
    for (const sort of [field, `-${field}`]) {
      it(`sort=${sort}: the cursor walk equals the page walk (visitor and admin)`, async () => {
        const visitor = await cursorWalk(`sort=${sort}`);
        assert.deepEqual(visitor, await offsetWalk(`sort=${sort}`));
        assert.equal(visitor.length, 32);
        assert.equal(new Set(visitor).size, 32);
        assert.ok(visitor.every((id) => !inactive.has(id)), 'no inactive product reaches a visitor');
        const staff = await cursorWalk(`sort=${sort}`, t.auth(admin));
        assert.deepEqual(staff, await offsetWalk(`sort=${sort}`, t.auth(admin)));
        assert.equal(new Set(staff).size, 40);
      });
    }
  }

  it('follows the filters: category, price range, search', async () => {
    for (const query of [`category=${books.slug}&sort=price`, 'minPrice=10&maxPrice=40&sort=-rating', 'search=item%203&sort=-createdAt']) {
      const walked = await cursorWalk(query);
      assert.ok(walked.length > 3, query);
      assert.deepEqual(walked, await offsetWalk(query), query);
    }
  });

  it('a visitor cannot reach inactive products with a cursor', async () => {
    const staff = await get('/api/products?isActive=false&limit=3', t.auth(admin));
    assert.equal(staff.body.total, 8);
    assert.ok(staff.body.nextCursor);
    const visitor = await get(`/api/products?isActive=false&limit=3&cursor=${staff.body.nextCursor}`);
    assert.equal(visitor.status, 200);
    assert.deepEqual(visitor.body.products, []);
    assert.equal(visitor.body.nextCursor, null);
  });

  it('refuses a changed, foreign or malformed cursor with 400', async () => {
    const { body } = await get('/api/products?sort=price&limit=3');
    const cursor = body.nextCursor!;
    const [payload, signature] = cursor.split('.');
    const forged = Buffer.from(JSON.stringify([2, '0', '00000000-0000-4000-8000-000000000000'])).toString('base64url');
    for (const bad of [
      `${forged}.${signature}`,
      `${payload}.${signature.slice(0, -2)}AA`,
      `${payload}x.${signature}`,
      'not-a-cursor',
      `${cursor}.extra`,
    ]) {
      const res = await get(`/api/products?sort=price&limit=3&cursor=${encodeURIComponent(bad)}`);
      assert.equal(res.status, 400, bad);
      assert.deepEqual(res.body, { success: false, message: M.cursorInvalid });
    }
    // Made for another sort or other filters.
    for (const other of ['sort=-price', 'sort=price&minPrice=5']) {
      const res = await get(`/api/products?${other}&limit=3&cursor=${encodeURIComponent(cursor)}`);
      assert.equal(res.status, 400, other);
      assert.equal(res.body.message, M.cursorInvalid);
    }
    const both = await get(`/api/products?sort=price&limit=3&page=2&cursor=${encodeURIComponent(cursor)}`);
    assert.equal(both.status, 400);
    assert.equal(both.body.message, M.cursorWithPage);
  });

  it(`numbered pages stop at ${PRODUCT_LIST_MAX_OFFSET_ROWS} products with a 400 naming the cursor`, async () => {
    const last = await get(`/api/products?limit=10&page=${PRODUCT_LIST_MAX_OFFSET_ROWS / 10}`);
    assert.equal(last.status, 200);
    assert.deepEqual(last.body.products, []);
    const beyond = await get(`/api/products?limit=10&page=${PRODUCT_LIST_MAX_OFFSET_ROWS / 10 + 1}`);
    assert.equal(beyond.status, 400);
    assert.deepEqual(beyond.body, { success: false, message: M.pageTooDeep(PRODUCT_LIST_MAX_OFFSET_ROWS) });
    assert.match(beyond.body.message, /nextCursor/);
  });

  it('totalPages counts only the numbered pages that can be asked for; total counts every match', async () => {
    const extra = PRODUCT_LIST_MAX_OFFSET_ROWS + 25;
    await t.app.repos.products.importRows(
      Array.from({ length: extra }, (_, i) => ({
        title: `Deep ${i}`,
        affiliateLink: 'https://shop.example.com/deep',
        featuredImage: '/images/products/default.svg',
        rankingNumber: i + 1,
        description: null,
        categoryId: null,
        createdBy: null,
        tags: ['deep-total'],
      })),
      [],
    );
    const first = await get('/api/products?limit=100&tag=deep-total');
    assert.equal(first.body.total, extra);
    assert.equal(first.body.totalPages, PRODUCT_LIST_MAX_OFFSET_ROWS / 100);
    const lastPage = await get(`/api/products?limit=100&tag=deep-total&page=${first.body.totalPages}`);
    assert.equal(lastPage.status, 200, 'the last page a pager offers is answered');
    assert.equal(lastPage.body.products.length, 100);
    assert.ok(lastPage.body.nextCursor, 'and the cursor goes on from there');
  });
});
