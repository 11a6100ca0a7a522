import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MESSAGES, STAFF_ROLES } from '../src/constants.js';
import type { UserRow } from '../src/db/accounts-types.js';
import type { CategoryRow, ProductRow } from '../src/db/catalog-types.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { insertCategory, insertProduct, productBody } from './helpers/catalog.js';

/** Who may do what with products and categories: admins write, staff read, users and visitors see public data. */
describe('catalog permissions', () => {
  let t: TestContext;
  let admin: UserRow;
  let plain: UserRow;
  const staff: UserRow[] = [];
  let product: Pick<ProductRow, 'id'>;
  let hidden: Pick<ProductRow, 'id'>;
  let category: CategoryRow;
  let hiddenCategory: CategoryRow;

  before(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 'admin' });
    plain = await t.createUser({ role: 'user' });
    for (const role of STAFF_ROLES) staff.push(await t.createUser({ role }));
    category = await insertCategory(t);
    hiddenCategory = await insertCategory(t, { isActive: false });
    product = await insertProduct(t, { categoryId: category.id });
    hidden = await insertProduct(t, { isActive: false });
  });
  after(() => t.close());

  /** Every catalog write, with a body that is valid for an admin. */
  const writes = () =>
    [
      ['POST', '/api/products', productBody()],
      ['PUT', `/api/products/${product.id}`, { title: 'Renamed' }],
      ['DELETE', `/api/products/${hidden.id}`, undefined],
      ['POST', '/api/categories', { name: 'Forbidden fruit' }],
      ['PUT', `/api/categories/${category.id}`, { name: 'Renamed' }],
      ['DELETE', `/api/categories/${hiddenCategory.id}`, undefined],
      ['PATCH', `/api/categories/feature/${category.id}`, undefined],
      ['POST', '/api/categories/reorder', { categoryIds: [category.id] }],
      ['POST', '/api/categories/update-counts', undefined],
    ] as const;

  const call = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });

  async function snapshot() {
    const products = await t.app.db.selectFrom('products').select(['id', 'title', 'updatedAt']).orderBy('id').execute();
    const categories = await t.app.db.selectFrom('categories').select(['id', 'name', 'featured', 'sortOrder']).orderBy('id').execute();
    return JSON.stringify({ products, categories });
  }

  it('visitor: every write is 401 Not authorized, nothing changes', async () => {
    const before = await snapshot();
    for (const [method, url, payload] of writes()) {
      const res = await call(method, url, {}, payload);
      assert.equal(res.statusCode, 401, `${method} ${url}`);
      assert.deepEqual(res.json(), { success: false, message: MESSAGES.notAuthorized });
    }
    assert.equal(await snapshot(), before);
  });

  it('plain user and every staff role: every write is 403, nothing changes', async () => {
    const before = await snapshot();
    for (const user of [plain, ...staff]) {
      for (const [method, url, payload] of writes()) {
        const res = await call(method, url, t.auth(user), payload);
        assert.equal(res.statusCode, 403, `${user.role} ${method} ${url}`);
        assert.deepEqual(res.json(), { success: false, message: MESSAGES.forbidden });
      }
    }
    assert.equal(await snapshot(), before);
  });

  it('admin: every write succeeds', async () => {
    for (const [method, url, payload] of writes()) {
      const res = await call(method, url, t.auth(admin), payload);
      assert.ok(res.statusCode === 200 || res.statusCode === 201, `${method} ${url}: ${res.statusCode} ${res.body}`);
      assert.equal(res.json().success, true);
    }
  });

  it('reads: active ones for everyone; inactive ones only for staff and admin', async () => {
    const visible = await insertProduct(t);
    const inactive = await insertProduct(t, { isActive: false });
    const inactiveCategory = await insertCategory(t, { isActive: false });
    const viewers: [string, Record<string, string>, boolean][] = [
      ['visitor', {}, false],
      ['user', t.auth(plain), false],
      ...staff.map((user): [string, Record<string, string>, boolean] => [user.role, t.auth(user), true]),
      ['admin', t.auth(admin), true],
    ];
    for (const [who, headers, seesInactive] of viewers) {
      assert.equal((await call('GET', `/api/products/${visible.id}`, headers)).statusCode, 200, who);
      assert.equal((await call('GET', `/api/products/${inactive.id}`, headers)).statusCode, seesInactive ? 200 : 404, who);
      const list = (await call('GET', '/api/products?limit=100', headers)).json().products.map((p: { _id: string }) => p._id);
      assert.equal(list.includes(inactive.id), seesInactive, who);
      assert.equal((await call('GET', `/api/categories/${inactiveCategory.id}`, headers)).statusCode, seesInactive ? 200 : 404, who);
      const categories = (await call('GET', '/api/categories', headers)).json().categories.map((c: { _id: string }) => c._id);
      assert.equal(categories.includes(inactiveCategory.id), seesInactive, who);
      // Everyone may click an active product.
      assert.equal((await call('POST', `/api/products/click/${visible.id}`, headers)).statusCode, 200, who);
    }
  });

  it('dashboard stats: staff and admin only', async () => {
    assert.equal((await call('GET', '/api/stats/dashboard', {})).statusCode, 401);
    assert.equal((await call('GET', '/api/stats/dashboard', t.auth(plain))).statusCode, 403);
    for (const user of [...staff, admin]) assert.equal((await call('GET', '/api/stats/dashboard', t.auth(user))).statusCode, 200, user.role);
  });

  it('a deactivated admin\'s token stops working for catalog writes', async () => {
    const former = await t.createUser({ role: 'admin' });
    const headers = t.auth(former);
    await t.app.repos.users.update(former.id, { isActive: false });
    assert.equal((await call('POST', '/api/categories', headers, { name: 'Too late' })).statusCode, 401);
  });
});
