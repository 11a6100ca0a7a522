import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seed } from '../src/db/seed/index.js';
import { createTestApp, type TestContext } from './helpers/app.js';

describe('seed', () => {
  let t: TestContext;
  before(async () => {
    t = await createTestApp({ ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'chief-password', ADMIN_EMAIL: 'chief@corp.test' });
  });
  after(() => t.close());

  it('creates the admin from ADMIN_* on an empty database, once', async () => {
    const done = await seed(t.database.db, t.config);
    assert.ok(done.includes('admin user "chief"'));
    const admin = await t.app.repos.users.findByUsername('chief');
    assert.equal(admin?.role, 'admin');
    assert.equal(admin?.email, 'chief@corp.test');
    assert.equal(admin?.isActive, true);
    assert.match(admin!.passwordHash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'chief', password: 'chief-password' } });
    assert.equal(login.statusCode, 200);
    assert.equal(login.json().user.role, 'admin');

    assert.deepEqual(await seed(t.database.db, t.config), [], 'nothing to do the second time');
    assert.equal(await t.app.repos.users.countAll(), 1);
  });
});
