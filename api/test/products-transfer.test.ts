import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import {
  BULK_MAX_IDS,
  CATALOG_MESSAGES as C,
  MESSAGES,
  PRODUCT_IMPORT_LIMITS,
  PRODUCT_LIMITS,
  PRODUCT_TRANSFER_MESSAGES as T,
  SPREADSHEET_MESSAGES,
} from '../src/constants.js';
import type { UserRow } from '../src/db/accounts-types.js';
import type { CategoryRow } from '../src/db/catalog-types.js';
import { PRODUCT_COLUMNS } from '../src/services/product-columns.js';
import { createTestApp, usingPostgres, type TestContext } from './helpers/app.js';
import { insertCategory, insertProduct } from './helpers/catalog.js';
import { multipartFile } from './helpers/multipart.js';
import { xlsxFile, xlsxRows } from './helpers/spreadsheets.js';

const HEADER = PRODUCT_COLUMNS.join(',');

describe('product bulk actions, export and import', () => {
  let t: TestContext;
  let admin: UserRow;
  let staff: UserRow;
  let category: CategoryRow;
  let other: CategoryRow;

  before(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 'admin' });
    staff = await t.createUser({ role: 'nurse' });
    category = await insertCategory(t, { name: 'Gadgets', slug: 'gadgets' });
    other = await insertCategory(t, { name: 'Kitchen', slug: 'kitchen' });
  });
  after(() => t.close());

  const bulk = (payload: Record<string, unknown>, user: UserRow | null = admin) =>
    t.app.inject({ method: 'POST', url: '/api/products/bulk', payload, headers: user ? t.auth(user) : {} });
  const product = async (id: string) => (await t.app.repos.products.findById(id))!;
  const productCount = async () => Number((await t.database.db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const upload = (content: Buffer | string, { filename = 'products.csv', dryRun = false, user = admin as UserRow | null } = {}) => {
    const request = multipartFile(filename, content);
    return t.app.inject({
      method: 'POST',
      url: `/api/products/import${dryRun ? '?dryRun=true' : ''}`,
      payload: request.payload,
      headers: { ...request.headers, ...(user ? t.auth(user) : {}) },
    });
  };

  describe('POST /api/products/bulk', () => {
    it('activates, deactivates, features and unfeatures the chosen products, counting only those it changed', async () => {
      const a = await insertProduct(t, { categoryId: category.id });
      const b = await insertProduct(t, { categoryId: category.id, isActive: false });
      let res = await bulk({ action: 'deactivate', ids: [a.id, b.id] });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), { success: true, affected: 1 });
      assert.equal((await product(a.id)).isActive, false);
      assert.equal((await t.app.repos.categories.findById(category.id))!.productCount, 0, 'category counts follow');

      res = await bulk({ action: 'activate', ids: [a.id, b.id] });
      assert.deepEqual(res.json(), { success: true, affected: 2 });
      assert.equal((await t.app.repos.categories.findById(category.id))!.productCount, 2);

      res = await bulk({ action: 'feature', ids: [a.id] });
      assert.deepEqual(res.json(), { success: true, affected: 1 });
      assert.equal((await product(a.id)).featured, true);
      res = await bulk({ action: 'unfeature', ids: [a.id, b.id] });
      assert.deepEqual(res.json(), { success: true, affected: 1 });
      assert.equal((await product(a.id)).featured, false);
    });

    it('moves products to a category and keeps both categories\' counts right', async () => {
      const a = await insertProduct(t, { categoryId: category.id });
      const before = (await t.app.repos.categories.findById(category.id))!.productCount;
      const res = await bulk({ action: 'move', ids: [a.id], categoryId: other.id });
      assert.deepEqual(res.json(), { success: true, affected: 1 });
      assert.equal((await product(a.id)).categoryId, other.id);
      assert.equal((await t.app.repos.categories.findById(category.id))!.productCount, before - 1);
      assert.ok((await t.app.repos.categories.findById(other.id))!.productCount >= 1);
    });

    it('adds and removes a tag (trimmed, lower-case, never twice)', async () => {
      const a = await insertProduct(t, { tags: ['sale'] });
      const b = await insertProduct(t, { tags: [] });
      let res = await bulk({ action: 'addTag', ids: [a.id, b.id], tag: '  Sale ' });
      assert.deepEqual(res.json(), { success: true, affected: 1 });
      assert.deepEqual((await product(a.id)).tags, ['sale']);
      assert.deepEqual((await product(b.id)).tags, ['sale']);
      res = await bulk({ action: 'removeTag', ids: [a.id, b.id], tag: 'sale' });
      assert.deepEqual(res.json(), { success: true, affected: 2 });
      assert.deepEqual((await product(a.id)).tags, []);
    });

    it('changes nothing when one product cannot take the action (a tag past the limit): all or nothing', async () => {
      const full = await insertProduct(t, { tags: Array.from({ length: PRODUCT_LIMITS.tags }, (_, i) => `t${i}`) });
      const fine = await insertProduct(t, { tags: [] });
      const res = await bulk({ action: 'addTag', ids: [fine.id, full.id], tag: 'new' });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, T.tooManyTags(1, PRODUCT_LIMITS.tags));
      assert.deepEqual((await product(fine.id)).tags, [], 'the other product did not get the tag');
    });

    it('acts on all products matching a list filter', async () => {
      const tagged = await Promise.all([1, 2, 3].map(() => insertProduct(t, { tags: ['season-end'], categoryId: other.id })));
      const untouched = await insertProduct(t, { tags: ['keep'], categoryId: other.id });
      const res = await bulk({ action: 'deactivate', filter: { tag: 'season-end', category: 'kitchen' } });
      assert.deepEqual(res.json(), { success: true, affected: 3 });
      for (const p of tagged) assert.equal((await product(p.id)).isActive, false);
      assert.equal((await product(untouched.id)).isActive, true);
      const list = await t.app.inject({ method: 'GET', url: '/api/products?tag=season-end' });
      assert.equal(list.json().total, 0, 'gone from the public list');
    });

    it('deletes the chosen products', async () => {
      const a = await insertProduct(t);
      const b = await insertProduct(t);
      const res = await bulk({ action: 'delete', ids: [a.id, b.id] });
      assert.deepEqual(res.json(), { success: true, affected: 2 });
      assert.equal(await t.app.repos.products.findById(a.id), undefined);
    });

    it('changes nothing when one of the ids is not a product (404)', async () => {
      const a = await insertProduct(t);
      const res = await bulk({ action: 'deactivate', ids: [a.id, '00000000-0000-4000-8000-000000000000'] });
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().message, T.productsNotFound);
      assert.equal((await product(a.id)).isActive, true);
    });

    it('answers 400 with a message for bad input, and changes nothing', async () => {
      const a = await insertProduct(t);
      const cases: [Record<string, unknown>, string?][] = [
        [{ action: 'deactivate' }, T.bulkTarget],
        [{ action: 'deactivate', ids: [a.id], filter: {} }, T.bulkTarget],
        [{ action: 'move', ids: [a.id] }, T.bulkCategoryRequired],
        [{ action: 'move', ids: [a.id], categoryId: '00000000-0000-4000-8000-000000000000' }, C.categoryNotFound],
        [{ action: 'addTag', ids: [a.id] }, T.bulkTagRequired],
        [{ action: 'addTag', ids: [a.id], tag: '   ' }, T.bulkTagRequired],
        [{ action: 'explode', ids: [a.id] }],
        [{ action: 'delete', ids: [] }],
        [{ action: 'delete', ids: ['not-a-uuid'] }],
        [{ action: 'delete', ids: Array.from({ length: BULK_MAX_IDS + 1 }, () => a.id) }],
        [{ action: 'delete', filter: { nonsense: 1 } }],
        [{ action: 'addTag', ids: [a.id], tag: 'x'.repeat(PRODUCT_LIMITS.tag + 1) }],
      ];
      for (const [payload, message] of cases) {
        const res = await bulk(payload);
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
        assert.equal(res.json().success, false);
        if (message) assert.equal(res.json().message, message);
        else assert.ok(res.json().message);
      }
      assert.ok(await t.app.repos.products.findById(a.id));
    });

    it('is for admins only', async () => {
      const a = await insertProduct(t);
      assert.equal((await bulk({ action: 'delete', ids: [a.id] }, null)).statusCode, 401);
      assert.equal((await bulk({ action: 'delete', ids: [a.id] }, staff)).statusCode, 403);
      assert.ok(await t.app.repos.products.findById(a.id));
    });
  });

  describe('GET /api/products/export', () => {
    const exportUrl = (query: string, user: UserRow | null = admin) =>
      t.app.inject({ method: 'GET', url: `/api/products/export?${query}`, headers: user ? t.auth(user) : {} });

    it('streams the filtered list as CSV in the template columns, formulas neutralised', async () => {
      await insertProduct(t, { title: '=HYPERLINK("http://evil.test","win")', tags: ['export-me', 'b'], categoryId: category.id, price: 10.5 });
      await insertProduct(t, { title: 'Plain export', tags: ['export-me'], isActive: false });
      await insertProduct(t, { title: 'Not exported', tags: ['other'] });
      const res = await exportUrl('format=csv&tag=export-me&sort=title');
      assert.equal(res.statusCode, 200, res.body);
      assert.match(String(res.headers['content-type']), /text\/csv/);
      assert.match(String(res.headers['content-disposition']), /attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"/);
      const lines = res.body.trim().split('\r\n');
      assert.equal(lines[0], HEADER);
      assert.equal(lines.length, 3, 'inactive products are exported for admins; others are not');
      assert.ok(lines[1].includes(`"'=HYPERLINK(""http://evil.test"",""win"")"`), lines[1]);
      assert.ok(lines[1].includes(',gadgets,"export-me, b",'), lines[1]);
      assert.ok(lines[2].startsWith(''), lines[2]);
      assert.ok(lines.every((line) => !line.includes('Not exported')));
    });

    it('writes Excel with the same rows', async () => {
      await insertProduct(t, { title: '+cmd|calc', tags: ['xlsx-export'] });
      const res = await exportUrl('format=xlsx&tag=xlsx-export');
      assert.equal(res.statusCode, 200);
      const rows = await xlsxRows(res.rawPayload, 'Products');
      assert.deepEqual(rows[0], [...PRODUCT_COLUMNS]);
      assert.equal(rows.length, 2);
      assert.equal(rows[1][1], "'+cmd|calc");
    });

    it('pages through more rows than one batch', async () => {
      await t.app.repos.products.importRows(
        Array.from({ length: 1205 }, (_, i) => ({
          title: `Batch ${i}`,
          affiliateLink: 'https://shop.example.com/b',
          featuredImage: '/images/products/default.svg',
          rankingNumber: 1,
          description: null,
          categoryId: null,
          createdBy: null,
          tags: ['batch'],
          price: i % 3 ? i : null,
        })),
        [],
      );
      for (const sort of ['price', '-price', 'title']) {
        const res = await exportUrl(`tag=batch&sort=${sort}`);
        const ids = res.body.trim().split('\r\n').slice(1).map((line) => line.split(',')[0]);
        assert.equal(ids.length, 1205, sort);
        assert.equal(new Set(ids).size, 1205, `${sort}: no row twice`);
      }
    });

    it('answers an error, not a cut download, when the first query fails', async () => {
      const list = t.app.repos.products.list;
      t.app.repos.products.list = async () => {
        throw new Error('database unavailable');
      };
      try {
        for (const format of ['csv', 'xlsx']) {
          const res = await exportUrl(`format=${format}`);
          assert.equal(res.statusCode, 500, format);
          assert.equal(res.json().success, false);
        }
      } finally {
        t.app.repos.products.list = list;
      }
    });

    it('is for admins only, and checks its query', async () => {
      assert.equal((await exportUrl('format=csv', null)).statusCode, 401);
      assert.equal((await exportUrl('format=csv', staff)).statusCode, 403);
      assert.equal((await exportUrl('format=pdf')).statusCode, 400);
      assert.equal((await exportUrl('minPrice=abc')).statusCode, 400);
      assert.equal((await exportUrl('sort=bogus')).statusCode, 400);
    });
  });

  describe('GET /api/products/import/template', () => {
    it('gives the columns and an example row that imports as it is', async () => {
      const csv = await t.app.inject({ method: 'GET', url: '/api/products/import/template?format=csv', headers: t.auth(admin) });
      assert.equal(csv.statusCode, 200);
      assert.equal(csv.body.split('\r\n')[0], HEADER);
      await insertCategory(t, { name: 'Electronics', slug: 'electronics' });
      const check = await upload(csv.body, { dryRun: true });
      assert.equal(check.statusCode, 200, check.body);
      assert.deepEqual(check.json(), { success: true, created: 1, updated: 0, dryRun: true });

      const xlsx = await t.app.inject({ method: 'GET', url: '/api/products/import/template?format=xlsx', headers: t.auth(admin) });
      assert.deepEqual((await xlsxRows(xlsx.rawPayload, 'Products'))[0], [...PRODUCT_COLUMNS]);
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/products/import/template', headers: t.auth(staff) })).statusCode, 403);
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/products/import/template' })).statusCode, 401);
      const bad = await t.app.inject({ method: 'GET', url: '/api/products/import/template?format=pdf', headers: t.auth(admin) });
      assert.equal(bad.statusCode, 400);
      assert.equal(bad.json().success, false);
    });
  });

  describe('POST /api/products/import', () => {
    let existing: Awaited<ReturnType<typeof insertProduct>>;
    beforeEach(async () => {
      existing = await insertProduct(t, { title: 'Before import', affiliateLink: 'https://shop.example.com/old' });
    });

    const row = (values: Partial<Record<(typeof PRODUCT_COLUMNS)[number], string>>) =>
      PRODUCT_COLUMNS.map((column) => {
        const value = values[column] ?? '';
        return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
      }).join(',');
    const valid = (n: number, extra: Partial<Record<(typeof PRODUCT_COLUMNS)[number], string>> = {}) => ({
      title: `Imported ${n}`,
      price: '19.99',
      featuredImage: 'https://img.example.com/p.jpg',
      affiliateLink: `https://shop.example.com/i/${n}`,
      rankingNumber: String(n),
      category: 'Gadgets',
      tags: 'New, Import',
      ...extra,
    });

    it('creates and updates in one go: categories by name or slug, tags split, defaults as the form has them', async () => {
      const csv = [HEADER, row(valid(1)), row(valid(2, { category: 'KITCHEN', featured: 'yes', isActive: 'false' })), row({ ...valid(3), _id: existing.id, title: 'After import' })].join('\n');
      const res = await upload(csv);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), { success: true, created: 2, updated: 1, dryRun: false });
      const created = await t.database.db.selectFrom('products').selectAll().where('title', 'in', ['Imported 1', 'Imported 2']).orderBy('title').execute();
      assert.equal(created.length, 2);
      assert.equal(created[0].categoryId, category.id);
      assert.deepEqual(created[0].tags, ['new', 'import']);
      assert.equal(Number(created[0].price), 19.99);
      assert.equal(created[0].currency, t.config.defaultCurrency);
      assert.equal(created[0].merchantName, 'Amazon');
      assert.equal(created[0].createdBy, admin.id);
      assert.equal(created[1].categoryId, other.id);
      assert.equal(created[1].featured, true);
      assert.equal(created[1].isActive, false);
      const updated = await product(existing.id);
      assert.equal(updated.title, 'After import');
      assert.equal(updated.linkStatus, 'unchecked', 'a changed link forgets its last check');
    });

    it('updates only the columns the file has', async () => {
      const res = await upload(['_id,price', `${existing.id},5`].join('\n'));
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), { success: true, created: 0, updated: 1, dryRun: false });
      const updated = await product(existing.id);
      assert.equal(updated.title, 'Before import');
      assert.equal(Number(updated.price), 5);
    });

    it('updates many rows at once, each with its own values; only a changed link forgets its last check', async () => {
      const second = await insertProduct(t, { title: 'Second', affiliateLink: 'https://shop.example.com/second' });
      await t.database.db.updateTable('products').set({ linkStatus: 'healthy', linkHttpStatus: 200 }).where('id', 'in', [existing.id, second.id]).execute();
      const csv = ['_id,title,affiliateLink,price', `${existing.id},First new,https://shop.example.com/new,7.5`, `${second.id},Second new,https://shop.example.com/second,8`].join('\n');
      const res = await upload(csv);
      assert.equal(res.statusCode, 200, res.body);
      const [first, next] = [await product(existing.id), await product(second.id)];
      assert.deepEqual([first.title, Number(first.price), first.affiliateLink, first.linkStatus, first.linkHttpStatus], ['First new', 7.5, 'https://shop.example.com/new', 'unchecked', null]);
      assert.deepEqual([next.title, Number(next.price), next.linkStatus, next.linkHttpStatus], ['Second new', 8, 'healthy', 200]);
    });

    it('imports .xlsx with typed cells', async () => {
      const file = await xlsxFile({
        Products: [
          ['Title', 'Price', 'Image URL', 'Affiliate link', 'Ranking', 'Active', 'Tags'],
          ['Xlsx product', 12.5, 'https://img.example.com/x.jpg', 'https://shop.example.com/x', 7, true, 'a,b'],
        ],
      });
      const res = await upload(file, { filename: 'feed.xlsx' });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().created, 1);
    });

    it('changes nothing when any row is bad, and reports every problem by row and column', async () => {
      const before = await productCount();
      const csv = [
        HEADER,
        row(valid(10)),
        row(valid(11, { title: '', price: 'cheap', rating: '7' })),
        row(valid(12, { affiliateLink: 'ftp://nope', category: 'Nowhere', stock: 'plenty' })),
        row({ ...valid(13), _id: '00000000-0000-4000-8000-000000000000' }),
        row({ ...valid(14), _id: existing.id }),
        row({ ...valid(15), _id: existing.id }),
        row(valid(16, { price: '1.999', featured: 'maybe', rankingNumber: '' })),
      ].join('\n');
      const res = await upload(csv);
      assert.equal(res.statusCode, 400);
      const body = res.json();
      assert.equal(body.message, MESSAGES.importFailed);
      const report = body.errors.map((e: { row: number; column: string; message: string }) => [e.row, e.column, e.message]);
      assert.deepEqual(report, [
        [3, 'title', C.titleRequired],
        [3, 'price', T.notANumber],
        [3, 'rating', T.between(0, 5)],
        [4, 'affiliateLink', C.affiliateLinkInvalid],
        [4, 'stock', T.stockInvalid],
        [4, 'category', C.categoryNotFound],
        [5, '_id', T.idNotFound],
        [7, '_id', T.duplicateId(6)],
        [8, 'price', C.priceDecimals],
        [8, 'rankingNumber', C.rankingNumberRequired],
        [8, 'featured', T.notABoolean],
      ]);
      assert.equal(await productCount(), before, 'nothing was written');
      assert.equal((await product(existing.id)).title, 'Before import');

      // The same file with row 8's price fixed alone still fails on the others; a fixed file imports.
      const fixed = [HEADER, row(valid(10)), row(valid(11)), row(valid(12)), row({ ...valid(14), _id: existing.id }), row(valid(16, { price: '1.99' }))].join('\n');
      const ok = await upload(fixed);
      assert.equal(ok.statusCode, 200, ok.body);
      assert.deepEqual(ok.json(), { success: true, created: 4, updated: 1, dryRun: false });
    });

    it('price decimals are the form\'s rule', async () => {
      const res = await upload([HEADER, row(valid(20, { price: '1.999' }))].join('\n'));
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().errors[0], { row: 2, field: 'price', column: 'price', message: C.priceDecimals });
    });

    it('validate only (dryRun) checks everything and writes nothing', async () => {
      const before = await productCount();
      const res = await upload([HEADER, row(valid(30)), row({ ...valid(31), _id: existing.id, title: 'Dry' })].join('\n'), { dryRun: true });
      assert.deepEqual(res.json(), { success: true, created: 1, updated: 1, dryRun: true });
      assert.equal(await productCount(), before);
      assert.equal((await product(existing.id)).title, 'Before import');
      const bad = await upload([HEADER, row(valid(32, { title: '' }))].join('\n'), { dryRun: true });
      assert.equal(bad.statusCode, 400);
      assert.equal(bad.json().errors[0].column, 'title');
    });

    it('needs the columns of a new product, an upload, and a spreadsheet', async () => {
      let res = await upload('title,price\nOnly title,5');
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, SPREADSHEET_MESSAGES.missingColumns(['featuredImage', 'affiliateLink', 'rankingNumber']));
      res = await upload(HEADER);
      assert.equal(res.json().message, MESSAGES.importEmpty);
      res = await upload('hello', { filename: 'notes.txt' });
      assert.equal(res.json().message, MESSAGES.importBadType);
      res = await t.app.inject({ method: 'POST', url: '/api/products/import', payload: {}, headers: t.auth(admin) });
      assert.equal(res.statusCode, 400);
      res = await upload(Buffer.from('not a zip'), { filename: 'feed.xlsx' });
      assert.equal(res.json().message, MESSAGES.importUnreadable);
      res = await upload(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), { filename: 'feed.xls' });
      assert.equal(res.statusCode, 400);
    });

    it('states its limits: too many rows is a 400, too many bytes a 413', async () => {
      const rows = Array.from({ length: PRODUCT_IMPORT_LIMITS.rows + 1 }, (_, i) => `t${i},https://i.example.com/a.jpg,https://s.example.com/a,1`);
      let res = await upload(['title,featuredImage,affiliateLink,rankingNumber', ...rows].join('\n'));
      assert.equal(res.statusCode, 400);
      assert.ok(res.json().message, res.body);
      res = await upload(`${HEADER}\n${'x'.repeat(PRODUCT_IMPORT_LIMITS.bytes + 1000)}`);
      assert.equal(res.statusCode, 413);
    });

    it('is for admins only', async () => {
      const csv = [HEADER, row(valid(40))].join('\n');
      assert.equal((await upload(csv, { user: null })).statusCode, 401);
      assert.equal((await upload(csv, { user: staff })).statusCode, 403);
    });

    it(`imports ${PRODUCT_IMPORT_LIMITS.rows.toLocaleString('en')} rows in one transaction`, async () => {
      const before = await productCount();
      const lines = [HEADER];
      for (let n = 0; n < PRODUCT_IMPORT_LIMITS.rows; n++) lines.push(row(valid(1000 + n, { category: n % 2 ? 'gadgets' : 'Kitchen' })));
      const started = performance.now();
      const res = await upload(lines.join('\n'));
      const ms = performance.now() - started;
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().created, PRODUCT_IMPORT_LIMITS.rows);
      assert.equal(await productCount(), before + PRODUCT_IMPORT_LIMITS.rows);
      console.log(`# ${usingPostgres ? 'PostgreSQL' : 'PGlite'}: ${PRODUCT_IMPORT_LIMITS.rows} rows imported in ${Math.round(ms)} ms`);
    });
  });
});
