import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { UserRow } from '../src/db/accounts-types.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { insertCategory, insertProduct, productBody } from './helpers/catalog.js';

/**
 * Category writes running at the same time (found by the fuzz test on PostgreSQL: an update beside a delete
 * deadlocked, 500). Every answer must be a success or a 4xx; on PGlite the one connection serialises them anyway.
 */
describe('concurrent category writes', () => {
  let t: TestContext;
  let admin: UserRow;
  before(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 'admin' });
  });
  after(() => t.close());

  it('updates, deletes, reorders, count refreshes and product moves side by side never answer 5xx', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 15; round++) {
      const siblings = await Promise.all(Array.from({ length: 6 }, () => insertCategory(t)));
      const [moving] = await Promise.all([insertProduct(t, { categoryId: siblings[0].id })]);
      const request = (method: string, url: string, payload?: object) =>
        t.app.inject({ method: method as 'GET', url, headers: t.auth(admin), ...(payload ? { payload } : {}) });
      const answers = await Promise.all([
        request('POST', '/api/categories/reorder', { categoryIds: siblings.map((category) => category.id).reverse() }),
        ...siblings.slice(3).flatMap((category) => [
          request('DELETE', `/api/categories/${category.id}`),
          request('PUT', `/api/categories/${category.id}`, { description: `Changed ${round}` }),
        ]),
        ...siblings.map((category, i) => request('PUT', `/api/categories/${category.id}`, { name: `Renamed ${round}-${i}`, sortOrder: i })),
        request('POST', '/api/categories/update-counts'),
        request('PUT', `/api/products/${moving.id}`, { category: siblings[1].id }),
        request('POST', '/api/products', productBody({ category: siblings[2].id })),
        ...siblings.slice(0, 3).map((category) => request('PATCH', `/api/categories/feature/${category.id}`)),
      ]);
      for (const answer of answers) {
        assert.ok(answer.statusCode < 500, `${answer.statusCode} ${answer.body}`);
        statuses.push(answer.statusCode);
      }
    }
    assert.ok(statuses.filter((status) => status === 200).length > 50, 'most writes succeed');
  });
});
