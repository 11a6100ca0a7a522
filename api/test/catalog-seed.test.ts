import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { API_ROOT } from '../src/config.js';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from '../src/db/seed/catalog-data.js';
import { seed } from '../src/db/seed/index.js';
import { createTestApp, type TestContext } from './helpers/app.js';

describe('demo catalog seed and local images', () => {
  let t: TestContext;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('seeds categories (with a sub-category) and ~40 products on an empty database, once', async () => {
    const done = await seed(t.app.db, t.config);
    assert.ok(done.some((line) => line.includes('demo products')), done.join());
    assert.deepEqual(await seed(t.app.db, t.config), [], 'second start seeds nothing');

    const categories = (await t.app.inject({ url: '/api/categories' })).json().categories;
    assert.equal(categories.length, DEMO_CATEGORIES.length);
    assert.ok(categories.some((c: { parent: string | null }) => c.parent));

    const all = await t.app.db.selectFrom('products').selectAll().orderBy('rankingNumber').execute();
    assert.equal(all.length, DEMO_PRODUCTS.length);
    assert.ok(all.length >= 35 && all.length <= 45);
    assert.deepEqual(all.map((p) => p.rankingNumber), all.map((_, i) => i + 1));
    assert.ok(new Set(all.map((p) => p.merchantName)).size >= 4);
    assert.deepEqual(new Set(all.map((p) => p.stock)), new Set(['in_stock', 'limited', 'out_of_stock']));
    assert.ok(all.some((p) => !p.isActive) && all.some((p) => p.featured));
    assert.ok(all.some((p) => p.discountPercentage > 0));
    assert.ok(all.filter((p) => p.currency === 'USD').length >= 2);
    assert.ok(all.filter((p) => p.currency === 'INR').length > all.length / 2);
    const admin = await t.app.db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirstOrThrow();
    assert.ok(all.every((p) => p.createdBy === admin.id));

    const counts = Object.fromEntries(categories.map((c: { slug: string; productCount: number }) => [c.slug, c.productCount]));
    assert.equal(counts.mobiles, all.filter((p) => p.isActive && p.categoryId === categories.find((c: { slug: string }) => c.slug === 'mobiles')._id).length);

    // Every image is a local file the API serves.
    for (const product of all) {
      assert.match(product.featuredImage, /^\/images\/products\/[a-z0-9-]+\.svg$/);
      assert.ok(fs.existsSync(path.join(API_ROOT, 'public', product.featuredImage)), product.featuredImage);
    }
    const image = await t.app.inject({ url: all[0].featuredImage });
    assert.equal(image.statusCode, 200);
    assert.match(String(image.headers['content-type']), /image\/svg\+xml/);
    assert.ok(image.body.length < 4096);
    assert.equal((await t.app.inject({ url: '/images/products/default.svg' })).statusCode, 200);
    assert.equal((await t.app.inject({ url: '/images/../package.json' })).statusCode, 404);
  });
});
