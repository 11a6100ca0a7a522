import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CATALOG_MESSAGES as M, MAX_PAGE_SIZE, PRODUCTS_PAGE_SIZE } from '../src/constants.js';
import type { UserRow } from '../src/db/accounts-types.js';
import type { CategoryRow } from '../src/db/catalog-types.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { insertCategory, insertProduct, productBody } from './helpers/catalog.js';

describe('products', () => {
  let t: TestContext;
  let admin: UserRow;
  let parent: CategoryRow;
  let child: CategoryRow;
  let other: CategoryRow;
  const ids: Record<string, string> = {};

  before(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 'admin' });
    parent = await insertCategory(t, { name: 'Electronics', slug: 'electronics' });
    child = await insertCategory(t, { name: 'Mobiles', slug: 'mobiles', parentId: parent.id });
    other = await insertCategory(t, { name: 'Books', slug: 'books' });
    const base = Date.parse('2026-01-01T00:00:00Z');
    const rows = [
      { key: 'phone', title: 'Smartphone Pro', price: 500, rating: 4.5, categoryId: child.id, merchantName: 'Flipkart', tags: ['phone'], featured: true, rankingNumber: 3, clicks: 7 },
      { key: 'laptop', title: 'Laptop Air', price: 1500, rating: 4.8, categoryId: parent.id, merchantName: 'Amazon', tags: ['computer'], rankingNumber: 1, clicks: 2 },
      { key: 'book', title: 'Phone Photography Book', price: 20, rating: 3.2, categoryId: other.id, merchantName: 'Amazon', tags: ['book', 'phone'], rankingNumber: 2, clicks: 0 },
      { key: 'free', title: 'Free Sample', price: null, rating: null, categoryId: null, merchantName: 'Croma', tags: [], rankingNumber: 42, clicks: 1 },
      { key: 'hidden', title: 'Hidden Phone Case', price: 10, rating: 5, categoryId: child.id, merchantName: 'Flipkart', tags: ['phone'], isActive: false, rankingNumber: 4, clicks: 99 },
    ];
    for (const [index, { key, ...row }] of rows.entries()) {
      const created = await insertProduct(t, { ...row, createdAt: new Date(base + index * 60_000) });
      ids[key] = created.id;
    }
  });
  after(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const titlesOf = (body: { products: { _id: string }[] }) =>
    body.products.map((product) => Object.keys(ids).find((key) => ids[key] === product._id));

  describe('GET /api/products', () => {
    it('answers products, total, currentPage, totalPages, count; newest first; active only for visitors', async () => {
      const res = await get('/api/products');
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.equal(body.success, true);
      assert.deepEqual(titlesOf(body), ['free', 'book', 'laptop', 'phone']);
      assert.equal(body.total, 4);
      assert.equal(body.currentPage, 1);
      assert.equal(body.totalPages, 1);
      assert.equal(body.count, 4);
      const phone = body.products.find((product: { _id: string }) => product._id === ids.phone);
      assert.deepEqual(phone.category, { _id: child.id, name: 'Mobiles', slug: 'mobiles' });
      for (const key of ['_id', 'title', 'price', 'currency', 'discountPercentage', 'featuredImage', 'affiliateLink', 'merchantName', 'rankingNumber', 'rating', 'reviewCount', 'stock', 'category', 'tags', 'featured', 'isActive', 'clicks', 'createdAt', 'updatedAt']) {
        assert.ok(key in phone, key);
      }
      assert.ok(!('createdBy' in phone), 'a visitor gets no user id');
      assert.equal(phone.currency, 'INR');
      assert.equal(phone.stock, 'in_stock');
    });

    it('paginates with page and limit (default limit 10)', async () => {
      const first = (await get('/api/products?limit=3&sort=rankingNumber')).json();
      assert.deepEqual(titlesOf(first), ['laptop', 'book', 'phone']);
      assert.equal(first.totalPages, 2);
      const second = (await get('/api/products?limit=3&page=2&sort=rankingNumber')).json();
      assert.deepEqual(titlesOf(second), ['free']);
      assert.equal(second.currentPage, 2);
      assert.equal(second.count, 1);
      const beyond = (await get('/api/products?page=9')).json();
      assert.equal(beyond.count, 0);
      assert.equal(beyond.total, 4);
      assert.equal(PRODUCTS_PAGE_SIZE, 10);
    });

    it('sorts by each field both ways (null prices and ratings last)', async () => {
      const cases: [string, string[]][] = [
        ['createdAt', ['phone', 'laptop', 'book', 'free']],
        ['-createdAt', ['free', 'book', 'laptop', 'phone']],
        ['price', ['book', 'phone', 'laptop', 'free']],
        ['-price', ['laptop', 'phone', 'book', 'free']],
        ['rating', ['book', 'phone', 'laptop', 'free']],
        ['-rating', ['laptop', 'phone', 'book', 'free']],
        ['title', ['free', 'laptop', 'book', 'phone']],
        ['-title', ['phone', 'book', 'laptop', 'free']],
        ['rankingNumber', ['laptop', 'book', 'phone', 'free']],
        ['-rankingNumber', ['free', 'phone', 'book', 'laptop']],
        ['clicks', ['book', 'free', 'laptop', 'phone']],
        ['-clicks', ['phone', 'laptop', 'free', 'book']],
      ];
      for (const [sort, expected] of cases) {
        assert.deepEqual(titlesOf((await get(`/api/products?sort=${sort}`)).json()), expected, sort);
      }
    });

    it('filters: search (title, case-insensitive; a number matches rankingNumber)', async () => {
      assert.deepEqual(titlesOf((await get('/api/products?search=PHONE&sort=rankingNumber')).json()), ['book', 'phone']);
      assert.deepEqual(titlesOf((await get('/api/products?search=42')).json()), ['free']);
      assert.deepEqual(titlesOf((await get('/api/products?search=100%25')).json()), []);
    });

    it('filters: category by id or slug, including sub-categories', async () => {
      assert.deepEqual(titlesOf((await get(`/api/products?category=${parent.id}&sort=rankingNumber`)).json()), ['laptop', 'phone']);
      assert.deepEqual(titlesOf((await get('/api/products?category=mobiles')).json()), ['phone']);
      assert.deepEqual(titlesOf((await get('/api/products?category=books')).json()), ['book']);
      assert.deepEqual((await get('/api/products?category=no-such-category')).json().total, 0);
    });

    it('filters: a category moved or added under a parent counts at once', async () => {
      assert.equal((await get('/api/products?category=electronics')).json().total, 2);
      const created = await t.app.inject({ method: 'POST', url: '/api/categories', headers: t.auth(admin), payload: { name: 'Gadgets', parent: parent.id } });
      const gadget = await insertProduct(t, { categoryId: created.json().category._id });
      assert.equal((await get('/api/products?category=electronics')).json().total, 3);
      await t.app.inject({ method: 'PUT', url: `/api/categories/${created.json().category._id}`, headers: t.auth(admin), payload: { parent: null } });
      assert.equal((await get('/api/products?category=electronics')).json().total, 2);
      await t.app.repos.products.delete(gadget.id);
      await t.app.inject({ method: 'DELETE', url: `/api/categories/${created.json().category._id}`, headers: t.auth(admin) });
    });

    it('filters: price range, merchant, featured, minRating, tag, and together', async () => {
      assert.deepEqual(titlesOf((await get('/api/products?minPrice=100&maxPrice=1000')).json()), ['phone']);
      assert.deepEqual(titlesOf((await get('/api/products?merchantName=amazon&sort=rankingNumber')).json()), ['laptop', 'book']);
      assert.deepEqual(titlesOf((await get('/api/products?featured=true')).json()), ['phone']);
      assert.deepEqual(titlesOf((await get('/api/products?minRating=4&sort=-rating')).json()), ['laptop', 'phone']);
      assert.deepEqual(titlesOf((await get('/api/products?tag=phone&sort=rankingNumber')).json()), ['book', 'phone']);
      assert.deepEqual(titlesOf((await get(`/api/products?category=electronics&minPrice=1000`)).json()), ['laptop']);
      // Empty filters from the catalogue's URL mean "no filter".
      assert.equal((await get('/api/products?minPrice=&maxPrice=&search=&category=&page=')).json().total, 4);
    });

    it('staff and admins also see inactive products, and may filter on isActive', async () => {
      const staff = await t.createUser({ role: 'nurse' });
      assert.equal((await get('/api/products', t.auth(admin))).json().total, 5);
      assert.equal((await get('/api/products', t.auth(staff))).json().total, 5);
      assert.deepEqual(titlesOf((await get('/api/products?isActive=false', t.auth(admin))).json()), ['hidden']);
      assert.equal((await get('/api/products?isActive=true', t.auth(staff))).json().total, 4);
    });

    it('visitors and plain users never see inactive ones, whatever they ask', async () => {
      const plain = await t.createUser({ role: 'user' });
      for (const headers of [{}, t.auth(plain), { authorization: 'Bearer not-a-token' }]) {
        assert.equal((await get('/api/products', headers)).json().total, 4);
        assert.equal((await get('/api/products?isActive=false', headers)).json().total, 0);
        assert.equal((await get('/api/products?search=hidden', headers)).json().total, 0);
      }
    });

    it('totals follow writes at once (the count cache is cleared by every product write)', async () => {
      const total = async () => (await get('/api/products')).json().total;
      const before = await total();
      const res = await t.app.inject({ method: 'POST', url: '/api/products', headers: t.auth(admin), payload: productBody() });
      assert.equal(await total(), before + 1);
      await t.app.inject({ method: 'PUT', url: `/api/products/${res.json().product._id}`, headers: t.auth(admin), payload: { isActive: false } });
      assert.equal(await total(), before);
      await t.app.inject({ method: 'PUT', url: `/api/products/${res.json().product._id}`, headers: t.auth(admin), payload: { isActive: true } });
      assert.equal(await total(), before + 1);
      await t.app.inject({ method: 'DELETE', url: `/api/products/${res.json().product._id}`, headers: t.auth(admin) });
      assert.equal(await total(), before);
    });

    it('refuses bad query values with 400 { success: false, message }', async () => {
      for (const query of [
        'page=0',
        'page=-1',
        'page=abc',
        'page=99999999999',
        'limit=0',
        `limit=${MAX_PAGE_SIZE + 1}`,
        'limit=1000000',
        'sort=password',
        'sort=-hacked',
        'minPrice=-5',
        'maxPrice=cheap',
        'minRating=6',
        'featured=maybe',
        'isActive=yes',
        `search=${'x'.repeat(201)}`,
      ]) {
        const res = await get(`/api/products?${query}`);
        assert.equal(res.statusCode, 400, query);
        assert.equal(res.json().success, false);
        assert.equal(typeof res.json().message, 'string');
      }
    });
  });

  describe('GET /api/products/:id', () => {
    it('answers { product }; an inactive one is 404 for visitors but visible to staff', async () => {
      const res = await get(`/api/products/${ids.phone}`);
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().product.title, 'Smartphone Pro');
      const hidden = await get(`/api/products/${ids.hidden}`);
      assert.equal(hidden.statusCode, 404);
      assert.deepEqual(hidden.json(), { success: false, message: M.productNotFound });
      assert.equal((await get(`/api/products/${ids.hidden}`, t.auth(admin))).json().product.isActive, false);
    });

    it('unknown id 404, bad id 400', async () => {
      assert.equal((await get('/api/products/7d6f9b1e-0b7a-4c1e-9a57-2b1b6f3c9e11')).statusCode, 404);
      const bad = await get('/api/products/not-an-id');
      assert.equal(bad.statusCode, 400);
      assert.equal(bad.json().success, false);
    });
  });

  describe('short lists', () => {
    it('GET /api/products/featured: featured active products', async () => {
      const body = (await get('/api/products/featured?limit=5')).json();
      assert.deepEqual(titlesOf(body), ['phone']);
      assert.equal(body.count, 1);
    });

    it('GET /api/products/search?query&limit: by title or number, active only', async () => {
      const body = (await get('/api/products/search?query=phone&limit=20')).json();
      assert.deepEqual(titlesOf(body), ['book', 'phone']);
      assert.equal(body.count, 2);
      assert.deepEqual(titlesOf((await get('/api/products/search?query=1')).json()), ['laptop']);
      assert.equal((await get('/api/products/search?limit=1')).json().count, 1);
    });

    it('GET /api/products/merchant/:merchant and /tag/:tag', async () => {
      assert.deepEqual(titlesOf((await get('/api/products/merchant/Flipkart')).json()), ['phone']);
      assert.equal((await get('/api/products/merchant/Flipkart', t.auth(admin))).json().count, 2);
      assert.deepEqual((await get('/api/products/tag/phone')).json().count, 2);
      assert.deepEqual((await get('/api/products/tag/nothing')).json(), { success: true, products: [], count: 0 });
    });

    it('GET /api/products/user/products: the caller\'s own products; 401 without a token', async () => {
      assert.equal((await get('/api/products/user/products')).statusCode, 401);
      const created = await t.app.inject({ method: 'POST', url: '/api/products', headers: t.auth(admin), payload: productBody({ title: 'Mine' }) });
      const body = (await get('/api/products/user/products', t.auth(admin))).json();
      assert.deepEqual(body.products.map((product: { _id: string }) => product._id), [created.json().product._id]);
      assert.equal(body.count, 1);
      await t.app.repos.products.delete(created.json().product._id);
    });
  });

  describe('POST, PUT, DELETE /api/products (admin)', () => {
    it('creates with the form\'s defaults, updates only the sent fields, deletes', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: t.auth(admin),
        payload: { ...productBody({ title: '  Gaming Chair  ', price: 149.99, tags: ['Furniture', 'gaming', 'furniture'], category: other.id }), merchantName: undefined, currency: 'usd', _id: 'x', clicks: 500, createdBy: 'someone' },
      });
      assert.equal(res.statusCode, 201);
      const product = res.json().product;
      assert.equal(product.title, 'Gaming Chair');
      assert.equal(product.merchantName, 'Amazon');
      assert.equal(product.currency, 'USD');
      assert.equal(product.price, 149.99);
      assert.equal(product.featured, false);
      assert.equal(product.isActive, true);
      assert.equal(product.clicks, 0);
      assert.equal(product.createdBy, admin.id);
      assert.deepEqual(product.tags, ['furniture', 'gaming']);
      assert.equal(product.category.slug, 'books');
      assert.equal((await t.app.repos.categories.findById(other.id))!.productCount, 2);

      const updated = await t.app.inject({
        method: 'PUT',
        url: `/api/products/${product._id}`,
        headers: t.auth(admin),
        payload: { price: null, featured: true, stock: 'limited', discountPercentage: 12.5, rating: 4, category: null },
      });
      assert.equal(updated.statusCode, 200);
      const after = updated.json().product;
      assert.equal(after.title, 'Gaming Chair');
      assert.equal(after.price, null);
      assert.equal(after.featured, true);
      assert.equal(after.stock, 'limited');
      assert.equal(after.discountPercentage, 12.5);
      assert.equal(after.rating, 4);
      assert.equal(after.category, null);
      assert.ok(Date.parse(after.updatedAt) >= Date.parse(product.updatedAt));
      assert.equal((await t.app.repos.categories.findById(other.id))!.productCount, 1);

      const deleted = await t.app.inject({ method: 'DELETE', url: `/api/products/${product._id}`, headers: t.auth(admin) });
      assert.deepEqual(deleted.json(), { success: true, message: M.productDeleted });
      assert.equal((await get(`/api/products/${product._id}`, t.auth(admin))).statusCode, 404);
      assert.equal((await t.app.inject({ method: 'DELETE', url: `/api/products/${product._id}`, headers: t.auth(admin) })).statusCode, 404);
    });

    it('uses DEFAULT_CURRENCY from the settings', async () => {
      const usd = await createTestApp({ DEFAULT_CURRENCY: 'usd' });
      try {
        const boss = await usd.createUser({ role: 'admin' });
        const res = await usd.app.inject({ method: 'POST', url: '/api/products', headers: usd.auth(boss), payload: productBody() });
        assert.equal(res.json().product.currency, 'USD');
      } finally {
        await usd.close();
      }
    });

    it('answers the form\'s messages for missing and invalid fields, and writes nothing', async () => {
      const before = await t.app.repos.products.count({});
      const cases: [Record<string, unknown>, string][] = [
        [productBody({ title: '   ' }), M.titleRequired],
        [productBody({ title: undefined }), M.titleRequired],
        [productBody({ affiliateLink: '' }), M.affiliateLinkRequired],
        [productBody({ affiliateLink: 'not a url' }), M.affiliateLinkInvalid],
        [productBody({ affiliateLink: 'javascript:alert(1)' }), M.affiliateLinkInvalid],
        [productBody({ affiliateLink: 'data:text/html,<script>alert(1)</script>' }), M.affiliateLinkInvalid],
        [productBody({ affiliateLink: 'ftp://example.com/x' }), M.affiliateLinkInvalid],
        [productBody({ affiliateLink: '/relative/link' }), M.affiliateLinkInvalid],
        [productBody({ featuredImage: undefined }), M.imageRequired],
        [productBody({ featuredImage: 'javascript:alert(1)' }), M.imageInvalid],
        [productBody({ featuredImage: 'data:image/svg+xml;base64,PHN2Zz4=' }), M.imageInvalid],
        [productBody({ featuredImage: '//evil.example.com/x.png' }), M.imageInvalid],
        [productBody({ rankingNumber: undefined }), M.rankingNumberRequired],
        [productBody({ price: 10.555 }), M.priceDecimals],
        [productBody({ price: 5e-324 }), M.priceDecimals], // was accepted, then stored as 0.00
        [productBody({ price: 1e-9 }), M.priceDecimals],
      ];
      for (const [payload, message] of cases) {
        const res = await t.app.inject({ method: 'POST', url: '/api/products', headers: t.auth(admin), payload });
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
        assert.equal(res.json().success, false);
        assert.equal(res.json().message, message, JSON.stringify(payload));
      }
      const typeCases: Record<string, unknown>[] = [
        productBody({ rankingNumber: 0 }),
        productBody({ rankingNumber: 1.5 }),
        productBody({ rankingNumber: '5' }),
        productBody({ price: -1 }),
        productBody({ price: '10' }),
        productBody({ price: 1e12 }),
        productBody({ rating: 5.5 }),
        productBody({ rating: -1 }),
        productBody({ discountPercentage: 101 }),
        productBody({ currency: 'RUPEES' }),
        productBody({ currency: 'U$D' }),
        productBody({ stock: 'plenty' }),
        productBody({ tags: 'phone' }),
        productBody({ tags: ['x'.repeat(41)] }),
        productBody({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }),
        productBody({ title: 'x'.repeat(201) }),
        productBody({ description: 'x'.repeat(5001) }),
        productBody({ affiliateLink: `https://example.com/${'x'.repeat(2048)}` }),
        productBody({ featured: 'yes' }),
        productBody({ category: 'electronics' }),
        productBody({ category: '7d6f9b1e-0b7a-4c1e-9a57-2b1b6f3c9e11' }),
      ];
      for (const payload of typeCases) {
        const res = await t.app.inject({ method: 'POST', url: '/api/products', headers: t.auth(admin), payload });
        assert.equal(res.statusCode, 400, JSON.stringify(payload).slice(0, 200));
        assert.equal(res.json().success, false);
      }
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { ...t.auth(admin), 'content-type': 'application/json' },
        payload: '{"title": "x",',
      });
      assert.equal(malformed.statusCode, 400);
      assert.equal(malformed.json().success, false);
      assert.equal(await t.app.repos.products.count({}), before, 'nothing was written');
    });

    it('accepts http(s) image URLs and relative paths', async () => {
      for (const featuredImage of ['https://cdn.example.com/x.png', 'http://img.example.com/a.jpg', '/images/products/headphones.svg']) {
        const res = await t.app.inject({ method: 'POST', url: '/api/products', headers: t.auth(admin), payload: productBody({ featuredImage }) });
        assert.equal(res.statusCode, 201, featuredImage);
        await t.app.repos.products.delete(res.json().product._id);
      }
    });

    it('PUT validates what is sent; unknown id 404; bad JSON 400; nothing half-written', async () => {
      const put = (id: string, payload: Record<string, unknown>) =>
        t.app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: t.auth(admin), payload });
      for (const payload of [{ title: '' }, { affiliateLink: 'javascript:alert(1)' }, { featuredImage: 'data:x' }, { price: -3 }, { title: 'OK', rankingNumber: -1 }]) {
        const res = await put(ids.laptop, payload);
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
      }
      const unchanged = (await get(`/api/products/${ids.laptop}`)).json().product;
      assert.equal(unchanged.title, 'Laptop Air');
      assert.equal(unchanged.rankingNumber, 1);
      assert.equal((await put('7d6f9b1e-0b7a-4c1e-9a57-2b1b6f3c9e11', { title: 'Ghost' })).statusCode, 404);
      assert.equal((await put('nope', { title: 'Ghost' })).statusCode, 400);
    });
  });
});
