import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MESSAGES } from '../src/constants.js';
import type { UserRow } from '../src/db/accounts-types.js';
import { createTestApp, type TestContext } from './helpers/app.js';

/** Bad input is a 4xx with { success: false, message }, never a 5xx, and writes nothing. */
describe('bad input', () => {
  let t: TestContext;
  let admin: UserRow;
  let target: UserRow;
  before(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 'admin' });
    target = await t.createUser({ fullName: 'Untouched' });
  });
  after(() => t.close());

  const snapshot = async () => JSON.stringify(await t.app.db.selectFrom('users').selectAll().orderBy('id').execute());

  it('answers 4xx with a message for every kind of bad request, and writes nothing', async () => {
    const before = await snapshot();
    const json = { 'content-type': 'application/json' };
    const cases: { method: string; url: string; headers?: Record<string, string>; payload?: unknown; status: number }[] = [
      { method: 'POST', url: '/api/users', headers: json, payload: '{"fullName": "A", ', status: 400 },
      { method: 'POST', url: '/api/users', headers: json, payload: '[]', status: 400 },
      { method: 'POST', url: '/api/users', headers: json, payload: 'null', status: 400 },
      { method: 'POST', url: '/api/users', headers: { 'content-type': 'text/plain' }, payload: 'hello', status: 400 },
      { method: 'POST', url: '/api/users', headers: { 'content-type': 'application/xml' }, payload: '<user/>', status: 415 },
      { method: 'POST', url: '/api/users', payload: { fullName: ['A'], username: 'abc', email: 'a@b.test', password: 'password-1' }, status: 400 },
      { method: 'POST', url: '/api/users', payload: { fullName: 'A', username: 'abc', email: 'a@b.test', password: 'p'.repeat(129) }, status: 400 },
      { method: 'POST', url: '/api/users', payload: { fullName: 'A'.repeat(10_000), username: 'abc', email: 'a@b.test', password: 'password-1' }, status: 400 },
      { method: 'PUT', url: `/api/users/${target.id}`, payload: { fullName: 42 }, status: 400 },
      { method: 'PUT', url: `/api/users/${target.id}`, payload: { email: 'nope' }, status: 400 },
      { method: 'PUT', url: `/api/users/${target.id}`, payload: { role: 'root' }, status: 400 },
      { method: 'PUT', url: '/api/users/not-an-id', payload: { fullName: 'X' }, status: 400 },
      { method: 'DELETE', url: '/api/users/12345', status: 400 },
      { method: 'PATCH', url: '/api/users/zzz/status', payload: { isActive: false }, status: 400 },
      { method: 'PATCH', url: `/api/users/${target.id}/status`, payload: { isActive: null }, status: 400 },
      { method: 'POST', url: '/api/users/bulk', payload: { action: 'delete', ids: Array(1001).fill(target.id) }, status: 400 },
      { method: 'POST', url: '/api/users/bulk', payload: { action: 'delete', ids: target.id }, status: 400 },
      { method: 'GET', url: '/api/users?page=-1', status: 400 },
      { method: 'GET', url: '/api/users?limit=1000000', status: 400 },
      { method: 'GET', url: '/api/users?page=1e99', status: 400 },
      { method: 'GET', url: '/api/users?limit=2.5', status: 400 },
      { method: 'POST', url: '/api/auth/login', payload: { username: 'x'.repeat(255), password: 'y' }, status: 400 },
      { method: 'POST', url: '/api/auth/login', payload: { username: { $ne: '' }, password: 'y' }, status: 400 },
    ];
    for (const { method, url, headers, payload, status } of cases) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { ...t.auth(admin), ...headers },
        ...(payload === undefined ? {} : { payload: payload as string }),
      });
      assert.equal(res.statusCode, status, `${method} ${url} ${String(JSON.stringify(payload)).slice(0, 80)}: ${res.body}`);
      const body = res.json();
      assert.equal(body.success, false);
      assert.equal(typeof body.message, 'string');
      assert.ok(body.message.length > 0);
    }
    assert.equal(await snapshot(), before);
  });

  it('names the field in validation errors', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users', headers: t.auth(admin), payload: { username: 'abc' } });
    assert.equal(res.statusCode, 400);
    const fields = res.json().errors.map((error: { field: string }) => error.field).sort();
    assert.deepEqual(fields, ['email', 'fullName', 'password']);
    assert.equal(res.json().errors.find((e: { field: string }) => e.field === 'password').message, 'Password is required for new users');
  });

  it('an Authorization header that is not a bearer token is 401', async () => {
    for (const authorization of ['Basic YWRtaW46YWRtaW4=', 'Bearer', 'Bearer a.b.c', `Bearer ${'x'.repeat(5000)}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/users', headers: { authorization } });
      assert.equal(res.statusCode, 401, authorization.slice(0, 20));
      assert.equal(res.json().success, false);
    }
    assert.equal(MESSAGES.invalidToken.length > 0, true);
  });

  it('concurrent requests with transactions do not interfere (one PGlite connection)', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => t.createUser()));
    const requests = users.flatMap((user) => [
      t.app.inject({ method: 'POST', url: '/api/users/bulk', headers: t.auth(admin), payload: { action: 'deactivate', ids: [user.id] } }),
      t.app.inject({ method: 'GET', url: '/api/users?search=test', headers: t.auth(admin) }),
      t.app.inject({ method: 'POST', url: '/api/users/bulk', headers: t.auth(admin), payload: { action: 'delete', ids: [user.id, '7d6f9b1e-0b7a-4c1e-9a57-2b1b6f3c9e11'] } }),
    ]);
    const statuses = (await Promise.all(requests)).map((res) => res.statusCode);
    assert.deepEqual(statuses, users.flatMap(() => [200, 200, 404]));
    for (const user of users) assert.equal((await t.app.repos.users.findById(user.id))?.isActive, false);
  });
});
