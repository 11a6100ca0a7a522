import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { UserRow } from '../src/db/accounts-types.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { insertCategory, productBody } from './helpers/catalog.js';

describe('public payloads carry no user ids', () => {
  let t: TestContext;
  let admin: UserRow;
  let productId: string;
  let categoryId: string;
  let childCategoryId: string;
  before(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 'admin' });
    const parent = await insertCategory(t, { name: 'Gadgets', featured: true });
    categoryId = parent.id;
    childCategoryId = (await insertCategory(t, { name: 'Phones', parentId: parent.id })).id;
    // Created through the API, so createdBy is the admin's id, as in production.
    for (const featured of [true, false]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: t.auth(admin),
        payload: productBody({ title: `Gadget ${featured}`, featured, tags: ['gadget'], category: childCategoryId }),
      });
      assert.equal(res.statusCode, 201);
      productId = res.json().product._id;
    }
  });
  after(() => t.close());

  /** Every GET operation of the OpenAPI document, its path parameters filled with real ids. */
  async function publicGetUrls(): Promise<string[]> {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const fill: Record<string, (path: string) => string> = {
      id: (path) => (path.includes('/categories') ? categoryId : productId),
      merchant: () => 'Amazon',
      tag: () => 'gadget',
    };
    return Object.entries(doc.paths)
      .filter(([, operations]) => 'get' in operations)
      .map(([path]) => path.replace(/\{(\w+)\}/g, (_, name: string) => (fill[name] ? fill[name](path) : 'x')).replace(/(.)\/$/, '$1'));
  }

  it('no answer a visitor gets from any GET route holds a user id', async () => {
    const urls = [...(await publicGetUrls()), '/api/products?featured=true', '/api/products/search?query=Gadget', `/api/categories/sub/${categoryId}`];
    const answered: string[] = [];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      if (res.statusCode !== 200) continue;
      answered.push(url);
      assert.ok(!res.body.includes(admin.id), `${url} gives the admin's id to a visitor`);
      assert.ok(!res.body.includes('createdBy'), `${url} has a createdBy field`);
    }
    for (const url of ['/api/products', '/api/products/featured', `/api/products/${productId}`, '/api/products/merchant/Amazon', '/api/products/tag/gadget', '/api/categories']) {
      assert.ok(answered.includes(url), `${url} was checked`);
    }
    const list = (await t.app.inject({ method: 'GET', url: '/api/products' })).json();
    assert.equal(list.products.length, 2, 'the lists checked were not empty');
  });

  it('a plain user\'s token changes nothing; staff and admin payloads keep createdBy', async () => {
    const user = await t.createUser();
    const asUser = await t.app.inject({ method: 'GET', url: `/api/products/${productId}`, headers: t.auth(user) });
    assert.equal(asUser.json().product.createdBy, undefined);
    const asAdmin = await t.app.inject({ method: 'GET', url: `/api/products/${productId}`, headers: t.auth(admin) });
    assert.equal(asAdmin.json().product.createdBy, admin.id);
    const adminList = await t.app.inject({ method: 'GET', url: '/api/products', headers: t.auth(admin) });
    assert.ok(adminList.json().products.every((product: { createdBy?: string }) => product.createdBy === admin.id));
  });
});
