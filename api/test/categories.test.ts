import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CATALOG_MESSAGES as M } from '../src/constants.js';
import type { UserRow } from '../src/db/accounts-types.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { insertCategory, insertProduct } from './helpers/catalog.js';

describe('categories', () => {
  let t: TestContext;
  let admin: UserRow;
  before(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 'admin' });
  });
  after(() => t.close());

  const call = (method: string, url: string, payload?: unknown, headers: Record<string, string> = t.auth(admin)) =>
    t.app.inject({ method: method as 'GET', url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const create = async (payload: Record<string, unknown>) => {
    const res = await call('POST', '/api/categories', payload);
    assert.equal(res.statusCode, 201, res.body);
    return res.json().category;
  };

  it('POST creates (slug derived from the name), answers { category }', async () => {
    const category = await create({ name: '  Home & Kitchen ', description: 'Cook', sortOrder: 3 });
    assert.equal(category.name, 'Home & Kitchen');
    assert.equal(category.slug, 'home-and-kitchen');
    assert.equal(category.description, 'Cook');
    assert.equal(category.isActive, true);
    assert.equal(category.featured, false);
    assert.equal(category.parent, null);
    assert.equal(category.sortOrder, 3);
    assert.equal(category.productCount, 0);
    for (const key of ['_id', 'createdAt', 'updatedAt']) assert.ok(category[key], key);
    const explicit = await create({ name: 'Garden', slug: 'garden-tools', parent: category._id });
    assert.equal(explicit.slug, 'garden-tools');
    assert.equal(explicit.parent, category._id);
  });

  it('POST refuses a duplicate slug (409), a bad slug, a missing name, an unknown parent, bad types (400)', async () => {
    const duplicate = await call('POST', '/api/categories', { name: 'Home and Kitchen' });
    assert.equal(duplicate.statusCode, 409);
    assert.deepEqual(duplicate.json().message, M.slugTaken);
    assert.equal((await call('POST', '/api/categories', { name: 'Other', slug: 'HOME-and-kitchen' })).statusCode, 409);
    const cases: [unknown, string | undefined][] = [
      [{ name: 'X', slug: 'Bad Slug!' }, M.slugInvalid],
      [{ name: '   ' }, M.nameRequired],
      [{}, M.nameRequired],
      [{ name: 'X2', parent: '7d6f9b1e-0b7a-4c1e-9a57-2b1b6f3c9e11' }, M.parentNotFound],
      [{ name: 'X3', parent: 'electronics' }, undefined],
      [{ name: 'x'.repeat(101) }, undefined],
      [{ name: 'X4', sortOrder: -1 }, undefined],
      [{ name: 'X5', featured: 'yes' }, undefined],
      [{ name: 42 }, undefined],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/api/categories', payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.equal(res.json().success, false);
      if (message) assert.equal(res.json().message, message);
    }
    const all = (await call('GET', '/api/categories')).json().categories;
    assert.equal(all.length, 2, 'nothing was written');
  });

  it('GET list with isActive, featured, parent and sort filters; visitors see active ones only', async () => {
    const root = await create({ name: 'Zeta', sortOrder: 1, featured: true });
    await create({ name: 'Alpha', sortOrder: 2, isActive: false });
    const kid = await create({ name: 'Zeta Kid', parent: root._id });
    const names = async (query: string, headers?: Record<string, string>) =>
      (await call('GET', `/api/categories${query}`, undefined, headers)).json().categories.map((c: { name: string }) => c.name);

    assert.deepEqual(await names(''), ['Garden', 'Zeta Kid', 'Zeta', 'Alpha', 'Home & Kitchen']);
    assert.deepEqual(await names('', {}), ['Garden', 'Zeta Kid', 'Zeta', 'Home & Kitchen']);
    assert.deepEqual(await names('?isActive=false'), ['Alpha']);
    assert.deepEqual(await names('?isActive=false', {}), []);
    assert.deepEqual(await names('?featured=true'), ['Zeta']);
    assert.deepEqual(await names(`?parent=${root._id}`), ['Zeta Kid']);
    assert.deepEqual(await names('?parent=null&sort=name'), ['Alpha', 'Home & Kitchen', 'Zeta']);
    assert.deepEqual(await names('?parent=root&sort=-name', {}), ['Zeta', 'Home & Kitchen']);
    assert.deepEqual(await names('?sort=-sortOrder&parent=null'), ['Home & Kitchen', 'Alpha', 'Zeta']);
    assert.deepEqual(await names('?parent=&isActive=&featured='), await names(''), 'empty filters mean no filter');
    assert.equal((await call('GET', '/api/categories?sort=bogus')).statusCode, 400);
    assert.equal((await call('GET', '/api/categories?parent=bogus')).statusCode, 400);
    assert.equal((await call('GET', '/api/categories?isActive=maybe')).statusCode, 400);
    assert.ok(kid._id);
  });

  it('GET one, sub, tree, featured, search', async () => {
    const list = (await call('GET', '/api/categories')).json().categories as { _id: string; name: string; parent: string | null }[];
    const byName = (name: string) => list.find((c) => c.name === name)!;
    const zeta = byName('Zeta');

    const one = await call('GET', `/api/categories/${zeta._id}`, undefined, {});
    assert.equal(one.statusCode, 200);
    assert.equal(one.json().category.name, 'Zeta');
    assert.equal((await call('GET', `/api/categories/${byName('Alpha')._id}`, undefined, {})).statusCode, 404);
    assert.equal((await call('GET', `/api/categories/${byName('Alpha')._id}`)).statusCode, 200);
    assert.equal((await call('GET', '/api/categories/7d6f9b1e-0b7a-4c1e-9a57-2b1b6f3c9e11')).statusCode, 404);
    assert.equal((await call('GET', '/api/categories/not-an-id')).statusCode, 400);

    const sub = (await call('GET', `/api/categories/sub/${zeta._id}`, undefined, {})).json();
    assert.deepEqual(sub.subcategories.map((c: { name: string }) => c.name), ['Zeta Kid']);

    const tree = (await call('GET', '/api/categories/tree', undefined, {})).json().categoryTree;
    const zetaNode = tree.find((node: { name: string }) => node.name === 'Zeta');
    assert.deepEqual(zetaNode.children.map((c: { name: string }) => c.name), ['Zeta Kid']);
    assert.deepEqual(zetaNode.children[0].children, []);
    assert.ok(!tree.some((node: { name: string }) => node.name === 'Alpha'), 'inactive hidden from visitors');
    assert.ok(!tree.some((node: { name: string }) => node.name === 'Zeta Kid'), 'children only under their parent');

    const featured = (await call('GET', '/api/categories/featured?limit=5', undefined, {})).json();
    assert.deepEqual(featured.categories.map((c: { name: string }) => c.name), ['Zeta']);
    const search = (await call('GET', '/api/categories/search?query=ZET&limit=1', undefined, {})).json();
    assert.equal(search.categories.length, 1);
    assert.match(search.categories[0].name, /Zeta/);
    assert.equal((await call('GET', '/api/categories/search?query=alpha', undefined, {})).json().categories.length, 0);
    assert.equal((await call('GET', '/api/categories/search?query=alpha')).json().categories.length, 1);
  });

  it('PUT updates; a parent may not be itself or a descendant', async () => {
    const a = await create({ name: 'Level A' });
    const b = await create({ name: 'Level B', parent: a._id });
    const c = await create({ name: 'Level C', parent: b._id });
    const updated = await call('PUT', `/api/categories/${a._id}`, { name: 'Level A+', featured: true, description: '' });
    assert.equal(updated.statusCode, 200);
    assert.equal(updated.json().category.name, 'Level A+');
    assert.equal(updated.json().category.slug, 'level-a', 'slug kept when only the name changes');
    assert.equal(updated.json().category.description, null);
    for (const parent of [a._id, b._id, c._id]) {
      const res = await call('PUT', `/api/categories/${a._id}`, { parent });
      assert.equal(res.statusCode, 400, parent);
      assert.equal(res.json().message, M.parentCycle);
    }
    assert.equal((await call('PUT', `/api/categories/${c._id}`, { parent: null })).json().category.parent, null);
    assert.equal((await call('PUT', `/api/categories/${a._id}`, { parent: c._id })).json().category.parent, c._id);
    assert.equal((await call('PUT', `/api/categories/${b._id}`, { slug: 'level-b-new' })).json().category.slug, 'level-b-new');
    assert.equal((await call('PUT', `/api/categories/${b._id}`, { slug: 'level-c' })).statusCode, 409);
    assert.equal((await call('PUT', '/api/categories/7d6f9b1e-0b7a-4c1e-9a57-2b1b6f3c9e11', { name: 'Ghost' })).statusCode, 404);
  });

  it('DELETE is refused (409) while the category has sub-categories or products', async () => {
    const top = await create({ name: 'Deletable Top' });
    const leaf = await create({ name: 'Deletable Leaf', parent: top._id });
    const withKids = await call('DELETE', `/api/categories/${top._id}`);
    assert.equal(withKids.statusCode, 409);
    assert.equal(withKids.json().message, M.categoryHasChildren(1));
    const product = await insertProduct(t, { categoryId: leaf._id });
    const withProducts = await call('DELETE', `/api/categories/${leaf._id}`);
    assert.equal(withProducts.statusCode, 409);
    assert.equal(withProducts.json().message, M.categoryHasProducts(1));
    await t.app.repos.products.delete(product.id);
    assert.deepEqual((await call('DELETE', `/api/categories/${leaf._id}`)).json(), { success: true, message: M.categoryDeleted });
    assert.equal((await call('DELETE', `/api/categories/${top._id}`)).statusCode, 200);
    assert.equal((await call('GET', `/api/categories/${top._id}`)).statusCode, 404);
    assert.equal((await call('DELETE', `/api/categories/${top._id}`)).statusCode, 404);
  });

  it('PATCH /feature/:id toggles only featured', async () => {
    const category = await create({ name: 'Toggle Me', description: 'keep' });
    const on = (await call('PATCH', `/api/categories/feature/${category._id}`)).json().category;
    assert.equal(on.featured, true);
    assert.equal(on.description, 'keep');
    assert.equal((await call('PATCH', `/api/categories/feature/${category._id}`)).json().category.featured, false);
    assert.equal((await call('PATCH', '/api/categories/feature/7d6f9b1e-0b7a-4c1e-9a57-2b1b6f3c9e11')).statusCode, 404);
  });

  it('POST /reorder sets sibling order in one transaction; refuses non-siblings, unknown and duplicate ids', async () => {
    const parent = await create({ name: 'Shelf' });
    const x = await create({ name: 'Shelf X', parent: parent._id });
    const y = await create({ name: 'Shelf Y', parent: parent._id });
    const z = await create({ name: 'Shelf Z', parent: parent._id });
    const res = await call('POST', '/api/categories/reorder', { categoryIds: [z._id, x._id, y._id] });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().message, M.reordered);
    assert.deepEqual(res.json().categories.map((c: { name: string }) => c.name), ['Shelf Z', 'Shelf X', 'Shelf Y']);
    const sub = (await call('GET', `/api/categories/sub/${parent._id}`)).json().subcategories;
    assert.deepEqual(sub.map((c: { name: string }) => c.name), ['Shelf Z', 'Shelf X', 'Shelf Y']);

    const notSiblings = await call('POST', '/api/categories/reorder', { categoryIds: [x._id, parent._id] });
    assert.equal(notSiblings.statusCode, 400);
    assert.equal(notSiblings.json().message, M.reorderNotSiblings);
    assert.equal((await call('POST', '/api/categories/reorder', { categoryIds: [x._id, '7d6f9b1e-0b7a-4c1e-9a57-2b1b6f3c9e11'] })).statusCode, 404);
    assert.equal((await call('POST', '/api/categories/reorder', { categoryIds: [x._id, x._id] })).statusCode, 400);
    assert.equal((await call('POST', '/api/categories/reorder', { categoryIds: [] })).statusCode, 400);
    assert.equal((await call('POST', '/api/categories/reorder', { categoryIds: ['nope'] })).statusCode, 400);
    const after = (await call('GET', `/api/categories/sub/${parent._id}`)).json().subcategories;
    assert.deepEqual(after.map((c: { name: string }) => c.name), ['Shelf Z', 'Shelf X', 'Shelf Y'], 'failed reorders changed nothing');
  });

  it('POST /update-counts recomputes productCount (active products)', async () => {
    const category = await insertCategory(t, { name: 'Counted' });
    await insertProduct(t, { categoryId: category.id });
    await insertProduct(t, { categoryId: category.id, isActive: false });
    await t.app.repos.categories.update(category.id, { productCount: 99 });
    const res = await call('POST', '/api/categories/update-counts');
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().message, M.countsUpdated);
    assert.ok(res.json().updated >= 1);
    assert.equal((await call('GET', `/api/categories/${category.id}`)).json().category.productCount, 1);
  });
});
