import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MESSAGES, USERS_PAGE_SIZE } from '../src/constants.js';
import type { UserRow } from '../src/db/accounts-types.js';
import { createTestApp, TEST_PASSWORD, type TestContext } from './helpers/app.js';

describe('users', () => {
  let t: TestContext;
  let admin: UserRow;
  const asAdmin = () => t.auth(admin);

  before(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 'admin', fullName: 'Zed Admin', username: 'root', createdAt: '2020-01-01T00:00:00.000Z' });
  });
  after(() => t.close());

  describe('GET /api/users', () => {
    before(async () => {
      const people: [string, string, string, 'user' | 'nurse', boolean, string][] = [
        ['Alice Smith', 'alice', 'alice@corp.test', 'user', true, '+91 11111'],
        ['bob jones', 'bobby', 'bob@corp.test', 'nurse', true, '22222'],
        ['Carol Smith', 'carol', 'carol@home.test', 'user', false, '33333'],
        ['Dan 100%_Real', 'dan', 'dan@home.test', 'user', true, '44444'],
      ];
      for (const [i, [fullName, username, email, role, isActive, mobileNumber]] of people.entries()) {
        await t.createUser({ fullName, username, email, role, isActive, mobileNumber, createdAt: new Date(Date.UTC(2024, 0, i + 1)).toISOString() });
      }
      for (let i = 0; i < 12; i++) {
        await t.createUser({ fullName: `Filler ${String(i).padStart(2, '0')}`, createdAt: new Date(Date.UTC(2023, 0, i + 1)).toISOString() });
      }
    });
    const list = async (query = '') => {
      const res = await t.app.inject({ method: 'GET', url: `/api/users${query}`, headers: asAdmin() });
      assert.equal(res.statusCode, 200, res.body);
      return res.json();
    };

    it('pages with the default size 10, newest first', async () => {
      const body = await list();
      assert.equal(body.success, true);
      assert.equal(body.users.length, USERS_PAGE_SIZE);
      assert.deepEqual(body.pagination, { total: 17, page: 1, pages: 2, limit: 10 });
      assert.equal(body.unfilteredTotal, 17);
      assert.deepEqual(body.users.slice(0, 4).map((u: { username: string }) => u.username), ['dan', 'carol', 'bobby', 'alice']);
      const second = await list('?page=2');
      assert.equal(second.users.length, 7);
      assert.equal(second.users.at(-1).username, 'root');
      assert.equal(body.users[0].passwordHash, undefined);
    });

    it('searches fullName, username, email and mobileNumber, case-insensitively', async () => {
      const names = async (query: string) => (await list(query)).users.map((u: { username: string }) => u.username).sort();
      assert.deepEqual(await names('?search=SMITH'), ['alice', 'carol']);
      assert.deepEqual(await names('?search=bobby'), ['bobby']);
      assert.deepEqual(await names('?search=home.test'), ['carol', 'dan']);
      assert.deepEqual(await names('?search=33333'), ['carol']);
      assert.deepEqual(await names('?search=%2B91'), ['alice']);
      assert.deepEqual(await names('?search=100%25_'), ['dan'], 'LIKE wildcards are literal');
      const body = await list('?search=smith');
      assert.equal(body.pagination.total, 2);
      assert.equal(body.unfilteredTotal, 17);
    });

    it('filters by role and isActive (empty means all)', async () => {
      assert.deepEqual((await list('?role=nurse')).users.map((u: { username: string }) => u.username), ['bobby']);
      assert.deepEqual((await list('?isActive=false')).users.map((u: { username: string }) => u.username), ['carol']);
      const both = await list('?role=user&isActive=true&search=home');
      assert.deepEqual(both.users.map((u: { username: string }) => u.username), ['dan']);
      assert.equal((await list('?role=&isActive=&search=')).pagination.total, 17);
    });

    it('sorts on the allowed fields, both ways', async () => {
      const first = async (sort: string) => (await list(`?sort=${sort}&limit=1`)).users[0].username;
      assert.equal(await first('fullName'), 'alice');
      assert.equal(await first('-fullName'), 'root');
      assert.equal(await first('createdAt'), 'root');
      assert.equal(await first('email'), 'alice');
      assert.equal((await list('?sort=role&limit=1')).users[0].role, 'admin');
      assert.equal((await list('?sort=-role&limit=1')).users[0].role, 'user');
      assert.equal((await list('?sort=isActive&limit=1')).users[0].isActive, false);
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'bobby', password: TEST_PASSWORD } });
      assert.equal(await first('-lastLogin'), 'bobby', 'users who never signed in sort last');
    });

    it('rejects bad query values with 400 and a message', async () => {
      for (const query of ['?page=0', '?page=-1', '?page=abc', '?page=99999999999', '?limit=0', '?limit=101', '?limit=-5',
        '?sort=password', '?sort=-passwordHash', '?role=superuser', '?isActive=maybe', `?search=${'x'.repeat(101)}`]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/users${query}`, headers: asAdmin() });
        assert.equal(res.statusCode, 400, query);
        assert.equal(res.json().success, false);
        assert.equal(typeof res.json().message, 'string');
      }
    });

    it('a page past the end is empty, not an error', async () => {
      const body = await list('?page=50');
      assert.deepEqual(body.users, []);
      assert.equal(body.pagination.total, 17);
    });
  });

  describe('GET /api/users/:id and /api/users/users/:id', () => {
    it('answers the user on both paths', async () => {
      const user = await t.createUser();
      for (const path of [`/api/users/${user.id}`, `/api/users/users/${user.id}`]) {
        const res = await t.app.inject({ method: 'GET', url: path, headers: asAdmin() });
        assert.equal(res.statusCode, 200);
        assert.equal(res.json().user.id, user.id);
        assert.equal(res.json().user._id, user.id);
      }
    });

    it('404 for an unknown id, 400 for a malformed one', async () => {
      const missing = await t.app.inject({ method: 'GET', url: '/api/users/7d6f9b1e-0b7a-4c1e-9a57-2b1b6f3c9e11', headers: asAdmin() });
      assert.equal(missing.statusCode, 404);
      assert.deepEqual(missing.json(), { success: false, message: MESSAGES.userNotFound });
      for (const id of ['not-a-uuid', '1', "1'%20or%201=1"]) {
        const bad = await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: asAdmin() });
        assert.equal(bad.statusCode, 400, id);
        assert.equal(bad.json().message, MESSAGES.invalidId);
      }
    });
  });

  describe('POST /api/users', () => {
    const payload = {
      fullName: '  Eve Example ',
      username: 'eve',
      email: 'eve@example.com',
      contactNumber: '+1 555 0100',
      role: 'doctor',
      password: 'eve-password',
      createdBy: '00000000-0000-0000-0000-000000000000',
    };

    it('creates a user (201 { data }) that can sign in; createdBy is the admin', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/users', headers: asAdmin(), payload });
      assert.equal(res.statusCode, 201, res.body);
      const { data } = res.json();
      assert.equal(data.fullName, 'Eve Example');
      assert.equal(data.mobileNumber, '+1 555 0100');
      assert.equal(data.role, 'doctor');
      assert.equal(data.isActive, true);
      assert.equal(data.createdBy, admin.id);
      assert.equal(data.subscription, 'Free');
      assert.equal(data.profilePicture, 'default.jpg');
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'eve', password: 'eve-password' } });
      assert.equal(login.statusCode, 200);
    });

    it('409 on a taken username or email', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/users', headers: asAdmin(), payload: { ...payload, email: 'other@example.com' } });
      assert.equal(res.statusCode, 409);
      assert.equal(res.json().message, MESSAGES.usernameTaken);
    });

    it('400 for missing, blank, wrong-typed, oversize or unsafe fields; nothing written', async () => {
      const before = await t.app.repos.users.countAll();
      const cases: Record<string, unknown>[] = [
        { ...payload, username: 'new1', email: 'n1@x.test', password: undefined },
        { ...payload, username: 'new2', email: 'n2@x.test', fullName: '   ' },
        { ...payload, username: 'new3', email: 'n3@x.test', role: 'superadmin' },
        { ...payload, username: 'new4', email: 'n4@x.test', isActive: 'yes' },
        { ...payload, username: 'new5', email: 'n5@x.test', address: 'x'.repeat(301) },
        { ...payload, username: 'new6', email: 'n6@x.test', profilePicture: 'javascript:alert(1)' },
        { ...payload, username: 'new7', email: 'n7@x.test', dateOfBirth: '31/12/1990' },
        { ...payload, username: 'bad name', email: 'n8@x.test' },
        { ...payload, username: 'new9', email: 'n9@x.test', contactNumber: 'call me' },
      ];
      for (const body of cases) {
        const res = await t.app.inject({ method: 'POST', url: '/api/users', headers: asAdmin(), payload: body });
        assert.equal(res.statusCode, 400, JSON.stringify(body));
        assert.equal(res.json().success, false);
      }
      assert.equal(await t.app.repos.users.countAll(), before);
    });
  });

  describe('PUT /api/users/:id', () => {
    it('updates fields; the password is optional; a new password works', async () => {
      const user = await t.createUser({ role: 'nurse' });
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${user.id}`,
        headers: asAdmin(),
        payload: { fullName: 'Renamed', occupation: 'Ward nurse', dateOfBirth: '1990-12-31', password: '', role: 'receptionist', isActive: false },
      });
      assert.equal(res.statusCode, 200, res.body);
      const { data } = res.json();
      assert.equal(data.fullName, 'Renamed');
      assert.equal(data.occupation, 'Ward nurse');
      assert.equal(data.dateOfBirth, '1990-12-31');
      assert.equal(data.role, 'receptionist');
      assert.equal(data.isActive, false);
      assert.ok(Date.parse(data.updatedAt) >= Date.parse(data.createdAt));
      assert.equal(res.json().token, undefined);

      await t.app.inject({ method: 'PUT', url: `/api/users/${user.id}`, headers: asAdmin(), payload: { password: 'brand-new-pass', isActive: true } });
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: 'brand-new-pass' } });
      assert.equal(login.statusCode, 200);
    });

    it('409 when taking another user\'s username or email', async () => {
      const a = await t.createUser();
      const b = await t.createUser();
      const res = await t.app.inject({ method: 'PUT', url: `/api/users/${a.id}`, headers: asAdmin(), payload: { email: b.email.toUpperCase() } });
      assert.equal(res.statusCode, 409);
      assert.equal(res.json().message, MESSAGES.emailTaken);
      const same = await t.app.inject({ method: 'PUT', url: `/api/users/${a.id}`, headers: asAdmin(), payload: { email: a.email } });
      assert.equal(same.statusCode, 200, 'keeping one\'s own email is fine');
    });

    it('404 for an unknown user', async () => {
      const res = await t.app.inject({ method: 'PUT', url: '/api/users/7d6f9b1e-0b7a-4c1e-9a57-2b1b6f3c9e11', headers: asAdmin(), payload: { fullName: 'X' } });
      assert.equal(res.statusCode, 404);
    });
  });

  describe('DELETE /api/users/:id and PATCH /api/users/:id/status', () => {
    it('deletes a user', async () => {
      const user = await t.createUser();
      const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: asAdmin() });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { success: true, data: { id: user.id, _id: user.id } });
      assert.equal(await t.app.repos.users.findById(user.id), undefined);
      const again = await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: asAdmin() });
      assert.equal(again.statusCode, 404);
    });

    it('sets isActive', async () => {
      const user = await t.createUser();
      const res = await t.app.inject({ method: 'PATCH', url: `/api/users/${user.id}/status`, headers: asAdmin(), payload: { isActive: false } });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { success: true, data: { id: user.id, _id: user.id, isActive: false } });
      assert.equal((await t.app.repos.users.findById(user.id))!.isActive, false);
      const bad = await t.app.inject({ method: 'PATCH', url: `/api/users/${user.id}/status`, headers: asAdmin(), payload: { isActive: 'no' } });
      assert.equal(bad.statusCode, 400);
      const empty = await t.app.inject({ method: 'PATCH', url: `/api/users/${user.id}/status`, headers: asAdmin(), payload: {} });
      assert.equal(empty.statusCode, 400);
    });
  });

  describe('POST /api/users/bulk', () => {
    it('activates, deactivates and deletes many at once', async () => {
      const users = await Promise.all([t.createUser(), t.createUser(), t.createUser()]);
      const ids = users.map((user) => user.id);
      const bulk = (action: string, list = ids) =>
        t.app.inject({ method: 'POST', url: '/api/users/bulk', headers: asAdmin(), payload: { action, ids: list } });
      const off = await bulk('deactivate');
      assert.deepEqual(off.json(), { success: true, data: { affected: 3 } });
      for (const id of ids) assert.equal((await t.app.repos.users.findById(id))!.isActive, false);
      assert.equal((await bulk('activate', [...ids, ids[0]])).json().data.affected, 3, 'duplicates count once');
      assert.equal((await bulk('delete')).json().data.affected, 3);
      for (const id of ids) assert.equal(await t.app.repos.users.findById(id), undefined);
    });

    it('is all-or-nothing: one unknown id changes nothing', async () => {
      const user = await t.createUser();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/bulk',
        headers: asAdmin(),
        payload: { action: 'delete', ids: [user.id, '7d6f9b1e-0b7a-4c1e-9a57-2b1b6f3c9e11'] },
      });
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().message, MESSAGES.usersNotFound);
      assert.ok(await t.app.repos.users.findById(user.id));
    });

    it('validates the body', async () => {
      for (const payload of [{ action: 'explode', ids: [admin.id] }, { action: 'delete', ids: [] }, { action: 'delete', ids: ['x'] }, { action: 'delete' }]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/users/bulk', headers: asAdmin(), payload });
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
      }
    });
  });

  describe('profile', () => {
    it('GET /api/users/profile answers { data: own user }', async () => {
      const user = await t.createUser();
      const res = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: t.auth(user) });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().data.id, user.id);
    });

    it('PUT /api/users/profile updates own fields, strips role and isActive', async () => {
      const user = await t.createUser();
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: t.auth(user),
        payload: { fullName: 'My New Name', address: '1 Road', gender: 'female', role: 'admin', isActive: false },
      });
      assert.equal(res.statusCode, 200);
      const { data } = res.json();
      assert.equal(data.fullName, 'My New Name');
      assert.equal(data.address, '1 Road');
      assert.equal(data.role, 'user');
      assert.equal(data.isActive, true);
    });
  });
});
