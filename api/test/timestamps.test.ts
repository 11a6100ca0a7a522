// Timestamps leave the database as the strings the API answers: exactly what Date#toISOString wrote before, on
// both databases, without a Date per value.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { sql } from 'kysely';
import { isoTimestamp } from '../src/db/timestamps.js';
import { createTestApp, usingPostgres, type TestContext } from './helpers/app.js';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('timestamps', () => {
  it('PostgreSQL text in UTC becomes Date#toISOString of the same instant (milliseconds truncated)', () => {
    assert.equal(isoTimestamp('2026-01-01 00:00:00+00'), '2026-01-01T00:00:00.000Z');
    assert.equal(isoTimestamp('2026-11-23 21:58:44.680817+00'), '2026-11-23T21:58:44.680Z');
    assert.equal(isoTimestamp('2026-11-23 21:58:44.5+00'), '2026-11-23T21:58:44.500Z');
    assert.equal(isoTimestamp('2026-11-23 21:58:44.07+00'), '2026-11-23T21:58:44.070Z');
    fc.assert(
      fc.property(fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }), fc.nat(999), (date, micros) => {
        const iso = date.toISOString();
        const fraction = `${iso.slice(20, 23)}${String(micros).padStart(3, '0')}`.replace(/0+$/, '');
        const text = `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction ? `.${fraction}` : ''}+00`;
        assert.equal(isoTimestamp(text), iso, text);
      }),
    );
  });

  it('other time zones and out-of-range years go through a Date, as the driver read them', () => {
    assert.equal(isoTimestamp('2026-01-01 05:30:00.25+05:30'), '2026-01-01T00:00:00.250Z');
    assert.equal(isoTimestamp('2025-12-31 19:00:00-05'), '2026-01-01T00:00:00.000Z');
    assert.equal(isoTimestamp('infinity'), 'infinity');
  });

  describe(`from the database (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
    let t: TestContext;
    before(async () => {
      t = await createTestApp();
    });
    after(() => t.close());

    it('a timestamptz arrives as the ISO string of the same instant', async () => {
      const { rows } = await sql<{ at: unknown; epoch: number }>`
        select ts as at, (extract(epoch from ts) * 1000)::float8 as epoch
        from (values ('2026-03-04 05:06:07.891234+00'::timestamptz), (now())) as v(ts)`.execute(t.database.db);
      for (const row of rows) {
        assert.equal(typeof row.at, 'string');
        assert.equal(row.at, new Date(Math.floor(row.epoch)).toISOString());
      }
      assert.equal(rows[0].at, '2026-03-04T05:06:07.891Z');
    });

    it('API answers carry createdAt/updatedAt as before: YYYY-MM-DDTHH:MM:SS.mmmZ', async () => {
      const admin = await t.createUser({ role: 'admin' });
      const created = await t.app.inject({ method: 'GET', url: `/api/users/${admin.id}`, headers: t.auth(admin) });
      assert.equal(created.statusCode, 200, created.body);
      const { user } = created.json();
      for (const field of ['createdAt', 'updatedAt']) assert.match(user[field], ISO, field);
      assert.equal(user.lastLogin, null);
      const product = await t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: t.auth(admin),
        payload: { title: 'Clock', featuredImage: 'https://img.example/c.png', affiliateLink: 'https://shop.example/c', rankingNumber: 1, price: 10 },
      });
      assert.equal(product.statusCode, 201, product.body);
      const list = await t.app.inject({ url: '/api/products?page=1&limit=5' });
      const [first] = list.json().products;
      for (const field of ['createdAt', 'updatedAt']) assert.match(first[field], ISO, field);
    });
  });
});
