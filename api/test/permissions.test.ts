import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MESSAGES, STAFF_ROLES } from '../src/constants.js';
import type { UserRow } from '../src/db/accounts-types.js';
import { createTestApp, type TestContext } from './helpers/app.js';

/** Who may do what in the user directory: admins manage, staff read, a plain user sees only themself. */
describe('permissions of the user directory', () => {
  let t: TestContext;
  let admin: UserRow;
  let plain: UserRow;
  let other: UserRow;

  before(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 'admin' });
    plain = await t.createUser({ role: 'user' });
    other = await t.createUser({ role: 'user' });
  });
  after(() => t.close());

  const call = (method: string, url: string, headers: Record<string, string> = {}, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });

  /** The admin-only calls, each with a valid body for an admin. */
  const adminOnly = () => [
    ['POST', '/api/users', { fullName: 'X', username: 'xnew', email: 'xnew@x.test', password: 'password-1' }],
    ['PUT', `/api/users/${other.id}`, { fullName: 'Hacked' }],
    ['DELETE', `/api/users/${other.id}`, undefined],
    ['PATCH', `/api/users/${other.id}/status`, { isActive: false }],
    ['POST', '/api/users/bulk', { action: 'delete', ids: [other.id] }],
    ['GET', '/api/users/export?format=csv', undefined],
    ['GET', '/api/users/import/template', undefined],
    ['POST', '/api/users/import', undefined],
  ] as const;

  describe('visitor (no token)', () => {
    it('may register and log in; every user call is 401', async () => {
      const register = await call('POST', '/api/auth/register', {}, {
        fullName: 'Vis Itor', email: 'visitor@x.test', username: 'visitor', password: 'password-1', confirmPassword: 'password-1', agreeToTerms: true,
      });
      assert.equal(register.statusCode, 201);
      const login = await call('POST', '/api/auth/login', {}, { username: 'visitor', password: 'password-1' });
      assert.equal(login.statusCode, 200);
      for (const [method, url, payload] of [
        ['GET', '/api/users', undefined], ['GET', `/api/users/${plain.id}`, undefined], ['GET', '/api/users/profile', undefined],
        ['PUT', '/api/users/profile', { fullName: 'x' }], ['GET', '/api/auth/me', undefined], ...adminOnly(),
      ] as const) {
        const res = await call(method, url, {}, payload);
        assert.equal(res.statusCode, 401, `${method} ${url}`);
        assert.deepEqual(res.json(), { success: false, message: MESSAGES.notAuthorized });
      }
    });
  });

  describe('user', () => {
    it('reads and updates own profile', async () => {
      assert.equal((await call('GET', '/api/users/profile', t.auth(plain))).statusCode, 200);
      assert.equal((await call('PUT', '/api/users/profile', t.auth(plain), { occupation: 'Tester' })).statusCode, 200);
      assert.equal((await call('GET', `/api/users/${plain.id}`, t.auth(plain))).statusCode, 200);
      const own = await call('PUT', `/api/users/${plain.id}`, t.auth(plain), { fullName: 'Still Me', role: 'admin', isActive: false });
      assert.equal(own.statusCode, 200);
      assert.equal(own.json().data.role, 'user', 'own role is ignored');
      assert.equal(own.json().data.isActive, true, 'own isActive is ignored');
    });

    it('sees only themself in the directory', async () => {
      const res = await call('GET', '/api/users?limit=100', t.auth(plain));
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json().users.map((u: UserRow) => u.id), [plain.id]);
      assert.equal(res.json().pagination.total, 1);
      assert.equal(res.json().unfilteredTotal, 1);
    });

    it('gets 403 reading another user, and on every admin call', async () => {
      for (const path of [`/api/users/${other.id}`, `/api/users/users/${other.id}`, `/api/users/${admin.id}`]) {
        const res = await call('GET', path, t.auth(plain));
        assert.equal(res.statusCode, 403, path);
        assert.deepEqual(res.json(), { success: false, message: MESSAGES.forbidden });
      }
      for (const [method, url, payload] of adminOnly()) {
        const res = await call(method, url, t.auth(plain), payload);
        assert.equal(res.statusCode, 403, `${method} ${url}`);
      }
      assert.equal((await t.app.repos.users.findById(other.id))!.fullName, other.fullName, 'nothing changed');
    });
  });

  for (const role of STAFF_ROLES) {
    describe(`staff: ${role}`, () => {
      let staff: UserRow;
      before(async () => {
        staff = await t.createUser({ role });
      });

      it('reads the whole directory and any user', async () => {
        const list = await call('GET', '/api/users?limit=100', t.auth(staff));
        assert.equal(list.statusCode, 200);
        assert.ok(list.json().users.length >= 4);
        assert.equal(list.json().unfilteredTotal, list.json().pagination.total);
        assert.equal((await call('GET', `/api/users/${other.id}`, t.auth(staff))).statusCode, 200);
        assert.equal((await call('GET', `/api/users/users/${admin.id}`, t.auth(staff))).statusCode, 200);
      });

      it('updates own profile but not own role or isActive', async () => {
        const res = await call('PUT', `/api/users/${staff.id}`, t.auth(staff), { occupation: 'Staff', role: 'admin', isActive: false });
        assert.equal(res.statusCode, 200);
        assert.equal(res.json().data.role, role);
        assert.equal(res.json().data.isActive, true);
      });

      it('gets 403 on every write to others, import and export', async () => {
        for (const [method, url, payload] of adminOnly()) {
          const res = await call(method, url, t.auth(staff), payload);
          assert.equal(res.statusCode, 403, `${method} ${url}`);
        }
      });
    });
  }

  describe('admin', () => {
    it('does every admin call (statuses not 401/403)', async () => {
      const target = await t.createUser();
      const calls = [
        ['GET', `/api/users/${target.id}`, undefined, 200],
        ['PUT', `/api/users/${target.id}`, { fullName: 'Edited' }, 200],
        ['PATCH', `/api/users/${target.id}/status`, { isActive: false }, 200],
        ['POST', '/api/users/bulk', { action: 'activate', ids: [target.id] }, 200],
        ['GET', '/api/users/export?format=csv', undefined, 200],
        ['GET', '/api/users/import/template', undefined, 200],
        ['DELETE', `/api/users/${target.id}`, undefined, 200],
        ['POST', '/api/users', { fullName: 'Y', username: 'ynew', email: 'ynew@x.test', password: 'password-1' }, 201],
      ] as const;
      for (const [method, url, payload, status] of calls) {
        assert.equal((await call(method, url, t.auth(admin), payload)).statusCode, status, `${method} ${url}`);
      }
    });

    it('cannot change own role or isActive', async () => {
      const res = await call('PUT', `/api/users/${admin.id}`, t.auth(admin), { role: 'user', isActive: false, occupation: 'Boss' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().data.role, 'admin');
      assert.equal(res.json().data.isActive, true);
      assert.equal(res.json().data.occupation, 'Boss');
    });

    it('cannot delete or deactivate themself, also not through bulk', async () => {
      const victim = await t.createUser();
      const cases = [
        ['DELETE', `/api/users/${admin.id}`, undefined, MESSAGES.cannotDeleteSelf],
        ['PATCH', `/api/users/${admin.id}/status`, { isActive: false }, MESSAGES.cannotDeactivateSelf],
        ['POST', '/api/users/bulk', { action: 'delete', ids: [victim.id, admin.id] }, MESSAGES.cannotDeleteSelf],
        ['POST', '/api/users/bulk', { action: 'deactivate', ids: [admin.id, victim.id] }, MESSAGES.cannotDeactivateSelf],
      ] as const;
      for (const [method, url, payload, message] of cases) {
        const res = await call(method, url, t.auth(admin), payload);
        assert.equal(res.statusCode, 403, `${method} ${url}`);
        assert.equal(res.json().message, message);
      }
      const still = await t.app.repos.users.findById(victim.id);
      assert.equal(still?.isActive, true, 'the batch did nothing');
      assert.equal((await t.app.repos.users.findById(admin.id))?.isActive, true);
    });

    it('may remove another admin while an active admin remains', async () => {
      const second = await t.createUser({ role: 'admin' });
      const res = await call('PATCH', `/api/users/${second.id}/status`, t.auth(admin), { isActive: false });
      assert.equal(res.statusCode, 200);
      assert.equal((await call('DELETE', `/api/users/${second.id}`, t.auth(admin))).statusCode, 200);
    });

    it('two admins deactivating each other at once leave one active admin', async () => {
      const a = await t.createUser({ role: 'admin' });
      const b = await t.createUser({ role: 'admin' });
      // Only a and b may be active admins for this race.
      await t.app.repos.users.update(admin.id, { isActive: false });
      try {
        const [ab, ba] = await Promise.all([
          call('POST', '/api/users/bulk', t.auth(a), { action: 'deactivate', ids: [b.id] }),
          call('POST', '/api/users/bulk', t.auth(b), { action: 'deactivate', ids: [a.id] }),
        ]);
        // The loser is refused (409), or its token already stopped working (401).
        const statuses = [ab.statusCode, ba.statusCode].sort();
        assert.ok(statuses[0] === 200 && [401, 409].includes(statuses[1]), String(statuses));
        const active = [await t.app.repos.users.findById(a.id), await t.app.repos.users.findById(b.id)].filter((u) => u?.isActive);
        assert.equal(active.length, 1);
      } finally {
        await t.app.repos.users.update(admin.id, { isActive: true });
        await t.app.repos.users.applyToMany('delete', [a.id, b.id]);
      }
    });

    it('the last active admin cannot be deactivated, deleted or demoted (409)', async () => {
      const users = t.app.repos.users;
      const refusedLastAdmin = { ok: false, refused: { rule: 'last-admin' } };
      assert.deepEqual(await users.applyToMany('deactivate', [admin.id]), refusedLastAdmin);
      assert.deepEqual(await users.applyToMany('delete', [admin.id]), refusedLastAdmin);
      assert.deepEqual(await users.update(admin.id, { role: 'user' }), refusedLastAdmin);
      const row = await users.findById(admin.id);
      assert.equal(row?.role, 'admin');
      assert.equal(row?.isActive, true);

      // Through HTTP: an inactive admin's token no longer works, so only this admin could act,
      // and removing oneself is refused first.
      const res = await call('DELETE', `/api/users/${admin.id}`, t.auth(admin));
      assert.equal(res.statusCode, 403);
    });
  });
});
