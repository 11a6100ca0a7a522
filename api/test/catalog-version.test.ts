import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { UserRow } from '../src/db/accounts-types.js';
import { createTestApp, secondApp, usingPostgres, type TestContext } from './helpers/app.js';
import { insertProduct, productBody } from './helpers/catalog.js';

describe('GET /api/catalog/version', () => {
  let t: TestContext;
  let admin: UserRow;
  before(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 'admin' });
  });
  after(() => t.close());

  const version = async (app = t.app) => {
    const res = await app.inject({ method: 'GET', url: '/api/catalog/version' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-cache');
    return res.json().version as string;
  };

  it('moves with every product and category change, and not with a click', async () => {
    let last = await version();
    const moved = async (what: string, change: () => Promise<{ statusCode: number; body: string }>) => {
      const res = await change();
      assert.ok(res.statusCode < 300, `${what}: ${res.body}`);
      const now = await version();
      assert.ok(BigInt(now) > BigInt(last), `${what} moves the version`);
      last = now;
    };
    await moved('product create', () => t.app.inject({ method: 'POST', url: '/api/products', payload: productBody(), headers: t.auth(admin) }));
    const product = await insertProduct(t);
    last = await version();
    await moved('product update', () => t.app.inject({ method: 'PUT', url: `/api/products/${product.id}`, payload: { title: 'Renamed' }, headers: t.auth(admin) }));
    await moved('bulk action', () => t.app.inject({ method: 'POST', url: '/api/products/bulk', payload: { action: 'feature', ids: [product.id] }, headers: t.auth(admin) }));
    await moved('category create', () => t.app.inject({ method: 'POST', url: '/api/categories', payload: { name: 'Versioned' }, headers: t.auth(admin) }));
    await moved('product delete', () => t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: t.auth(admin) }));

    const other = await insertProduct(t);
    last = await version();
    const click = await t.app.inject({ method: 'POST', url: `/api/products/click/${other.id}` });
    assert.equal(click.statusCode, 200);
    assert.equal(await version(), last, 'a click is not a catalogue change');
  });

  it('another API process on the same database answers the new version within a second', { skip: !usingPostgres && 'PostgreSQL only' }, async () => {
    const second = await secondApp(t);
    try {
      const before = await version(second);
      await insertProduct(t);
      const deadline = Date.now() + 1000;
      let seen = before;
      while (seen === before && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = await version(second);
      }
      assert.notEqual(seen, before);
      assert.equal(seen, await version(), 'both processes answer the same version');
    } finally {
      await second.close();
    }
  });
});
