import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createSigner } from 'fast-jwt';
import { MESSAGES } from '../src/constants.js';
import { createTestApp, TEST_PASSWORD, type TestContext } from './helpers/app.js';

const registration = (n: string) => ({
  fullName: `New Person ${n}`,
  email: `new${n}@example.com`,
  username: `new${n}`,
  password: 'longenough1',
  confirmPassword: 'longenough1',
  agreeToTerms: true,
});

describe('auth', () => {
  let t: TestContext;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  describe('POST /api/auth/register', () => {
    it('creates a user (always role user), signs them in', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...registration('a'), role: 'admin', isActive: false },
      });
      assert.equal(res.statusCode, 201);
      const body = res.json();
      assert.equal(body.success, true);
      assert.equal(body.user.role, 'user');
      assert.equal(body.user.isActive, true);
      assert.equal(body.user.username, 'newa');
      assert.equal(body.user._id, body.user.id);
      assert.equal(body.user.passwordHash, undefined);
      assert.equal(typeof body.token, 'string');
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${body.token}` } });
      assert.equal(me.json().user.id, body.user.id);
    });

    it('refuses a taken username or email (any case) with 409', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...registration('b'), username: 'NEWA' },
      });
      assert.equal(res.statusCode, 409);
      assert.deepEqual(res.json().message, MESSAGES.usernameTaken);
      const email = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...registration('c'), email: 'NewA@Example.com' },
      });
      assert.equal(email.statusCode, 409);
      assert.equal(email.json().message, MESSAGES.emailTaken);
    });

    it('checks the password confirmation, the terms and the fields', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ ...registration('d'), confirmPassword: 'different1' }, MESSAGES.passwordsDoNotMatch],
        [{ ...registration('d'), agreeToTerms: false }, MESSAGES.mustAgreeToTerms],
        [{ ...registration('d'), password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters long'],
        [{ ...registration('d'), email: 'not-an-email' }, 'Email is invalid'],
        [{ ...registration('d'), fullName: undefined }, 'Full name is required'],
        [{ ...registration('d'), fullName: 'x'.repeat(101) }, 'fullName must NOT have more than 100 characters'],
        [{ ...registration('d'), agreeToTerms: 'yes' }, 'agreeToTerms must be boolean'],
        [{ ...registration('d'), username: 123 }, 'username must be string'],
      ];
      for (const [payload, message] of cases) {
        const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
        assert.equal(res.json().success, false);
        assert.equal(res.json().message, message);
      }
      assert.equal(await t.app.repos.users.findByUsername('newd'), undefined, 'nothing was written');
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in, updates lastLogin, answers user and token', async () => {
      const user = await t.createUser({ username: 'loginuser' });
      assert.equal(user.lastLogin, null);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'LoginUser', password: TEST_PASSWORD },
      });
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.equal(body.user.id, user.id);
      assert.ok(body.user.lastLogin);
      assert.ok(Date.now() - Date.parse(body.user.lastLogin) < 60_000);
      assert.ok((await t.app.repos.users.findById(user.id))!.lastLogin);
    });

    it('answers one generic 401 for a wrong password, an unknown user and an inactive user', async () => {
      await t.createUser({ username: 'sleeper', isActive: false });
      for (const payload of [
        { username: 'loginuser', password: 'wrong-password' },
        { username: 'nobody-here', password: TEST_PASSWORD },
        { username: 'sleeper', password: TEST_PASSWORD },
      ]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
        assert.equal(res.statusCode, 401);
        assert.deepEqual(res.json(), { success: false, message: 'Invalid username or password' });
      }
    });

    it('requires username and password', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'x' } });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().success, false);
    });
  });

  describe('tokens', () => {
    it('GET /api/auth/me without a token is 401 Not authorized', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
      assert.equal(res.statusCode, 401);
      assert.deepEqual(res.json(), { success: false, message: MESSAGES.notAuthorized });
    });

    it("rejects a validly signed token whose subject is no user id, or no user's", async () => {
      for (const id of ['not-a-user-id', '7d6f9b1e-0b7a-4c1e-9a57-2b1b6f3c9e11']) {
        const token = t.app.tokens.sign({ id, tokenVersion: 0 });
        const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
        assert.equal(res.statusCode, 401, id);
        assert.equal(res.json().message, MESSAGES.invalidToken);
      }
    });

    it('rejects garbage, a wrong secret, another algorithm and expired tokens', async () => {
      const user = await t.createUser();
      const claims = { sub: user.id, tv: user.tokenVersion };
      const tokens = [
        'garbage',
        createSigner({ key: 'another-secret-another-secret-123', algorithm: 'HS256' })(claims),
        createSigner({ key: t.config.jwtSecret, algorithm: 'HS512' })(claims),
        createSigner({ algorithm: 'none' })(claims),
        createSigner({ key: t.config.jwtSecret, algorithm: 'HS256', expiresIn: 1 })(claims),
      ];
      await new Promise((resolve) => setTimeout(resolve, 5));
      for (const token of tokens) {
        const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
        assert.equal(res.statusCode, 401, token);
        assert.equal(res.json().message, MESSAGES.invalidToken);
      }
    });

    it("stops working when the user is deactivated, deleted, changes password or gets another role", async () => {
      const admin = await t.createUser({ role: 'admin' });
      const check = async (user: { id: string; tokenVersion: number }, expected: number) => {
        const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.auth(user) });
        assert.equal(res.statusCode, expected);
      };
      const deactivated = await t.createUser();
      await check(deactivated, 200);
      await t.app.inject({ method: 'PATCH', url: `/api/users/${deactivated.id}/status`, headers: t.auth(admin), payload: { isActive: false } });
      await check(deactivated, 401);

      const deleted = await t.createUser();
      await t.app.inject({ method: 'DELETE', url: `/api/users/${deleted.id}`, headers: t.auth(admin) });
      await check(deleted, 401);

      const changer = await t.createUser();
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: t.auth(changer),
        payload: { password: 'a-new-password' },
      });
      assert.equal(res.statusCode, 200);
      await check(changer, 401);
      const fresh = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${res.json().token}` } });
      assert.equal(fresh.statusCode, 200, 'the new token from the answer works');

      const promoted = await t.createUser({ role: 'nurse' });
      await check(promoted, 200);
      const renamed = await t.app.inject({ method: 'PUT', url: `/api/users/${promoted.id}`, headers: t.auth(admin), payload: { fullName: 'Same Role' } });
      assert.equal(renamed.statusCode, 200);
      await check(promoted, 200);
      const demoted = await t.app.inject({ method: 'PUT', url: `/api/users/${promoted.id}`, headers: t.auth(admin), payload: { role: 'user' } });
      assert.equal(demoted.statusCode, 200);
      await check(promoted, 401);
    });

    it('signed with the old built-in development constant, even an admin\'s token is refused', async () => {
      const admin = await t.createUser({ role: 'admin' });
      const forged = createSigner({ key: 'dev-only-insecure-jwt-secret-do-not-use-in-production', algorithm: 'HS256' })({
        sub: admin.id,
        tv: admin.tokenVersion,
        jti: 'forged',
      });
      const res = await t.app.inject({ method: 'GET', url: '/api/users/export?format=csv', headers: { authorization: `Bearer ${forged}` } });
      assert.equal(res.statusCode, 401);
    });

    it('a token without an id (jti) is refused: it could not be signed out', async () => {
      const user = await t.createUser();
      const token = createSigner({ key: t.config.jwtSecret, algorithm: 'HS256', expiresIn: 60_000 })({ sub: user.id, tv: user.tokenVersion });
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
      assert.equal(res.statusCode, 401);
    });
  });

  describe('POST /api/auth/logout', () => {
    const logout = (headers: Record<string, string> = {}, payload?: string | object) =>
      t.app.inject({ method: 'POST', url: '/api/auth/logout', headers, ...(payload === undefined ? {} : { payload }) });
    const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

    it('ends the token it is called with, everywhere; the user\'s other sessions go on', async () => {
      const user = await t.createUser({ role: 'admin' });
      const signIn = async () =>
        (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: TEST_PASSWORD } })).json().token as string;
      const [phone, laptop] = [await signIn(), await signIn()];
      assert.notEqual(phone, laptop);

      const res = await logout({ authorization: `Bearer ${phone}` });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { success: true });
      assert.equal((await me(phone)).statusCode, 401);
      assert.deepEqual((await me(phone)).json(), { success: false, message: MESSAGES.invalidToken });
      const list = await t.app.inject({ method: 'GET', url: '/api/users', headers: { authorization: `Bearer ${phone}` } });
      assert.equal(list.statusCode, 401, 'dead on every route');
      const visitor = await t.app.inject({ method: 'GET', url: '/api/products?isActive=false', headers: { authorization: `Bearer ${phone}` } });
      assert.equal(visitor.json().total, 0, 'an optional-auth route treats it as a visitor');

      assert.equal((await me(laptop)).statusCode, 200, 'the other session keeps working');
      const again = await logout({ authorization: `Bearer ${phone}` });
      assert.equal(again.statusCode, 401, 'a second logout with the dead token');
      assert.equal(again.json().message, MESSAGES.invalidToken);
    });

    it('accepts an empty JSON body; refuses no token, a bad token and malformed JSON', async () => {
      const user = await t.createUser();
      assert.equal((await logout(t.auth(user), {})).statusCode, 200);
      const noToken = await logout();
      assert.equal(noToken.statusCode, 401);
      assert.deepEqual(noToken.json(), { success: false, message: MESSAGES.notAuthorized });
      for (const authorization of ['Bearer garbage', 'Basic abc', 'Bearer ']) {
        const res = await logout({ authorization });
        assert.equal(res.statusCode, 401, authorization);
        assert.equal(res.json().success, false);
      }
      const malformed = await logout({ ...t.auth(await t.createUser()), 'content-type': 'application/json' }, '{"x":');
      assert.equal(malformed.statusCode, 400);
      assert.equal(malformed.json().success, false);
    });

    it('forgets signed-out tokens once they would have expired anyway', async () => {
      const user = await t.createUser();
      const token = t.tokenFor(user);
      const claims = t.app.tokens.verify(token);
      await logout({ authorization: `Bearer ${token}` });
      assert.equal(await t.app.authState.isRevoked(claims.jti), true);
      if (t.app.redis) return; // Redis expires the key itself
      // Another sign-out after the first one's expiry prunes it (at most once a minute per process).
      const later = claims.exp * 1000 + 120_000;
      await t.app.authState.revokeToken('another', later + 1000, later);
      assert.equal(await t.app.authState.isRevoked(claims.jti), false);
    });
  });
});

describe('auth rate limit', () => {
  let t: TestContext;
  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
  });
  after(() => t.close());

  it('answers 429 with a message after AUTH_RATE_LIMIT_MAX attempts a minute', async () => {
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'x', password: 'y' } });
    for (let i = 0; i < 3; i++) assert.equal((await attempt()).statusCode, 401);
    const limited = await attempt();
    assert.equal(limited.statusCode, 429);
    assert.deepEqual(limited.json(), { success: false, message: MESSAGES.rateLimited });
    assert.ok(limited.headers['retry-after']);
    const register = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration('z') });
    assert.equal(register.statusCode, 201, 'register has its own budget');
  });
});
