import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { App } from '../src/app.js';
import { LOGIN_LOCKOUT_MAX_FAILURES, LOGIN_LOCKOUT_WINDOW_MS, MESSAGES, NEWSLETTER_RATE_LIMIT } from '../src/constants.js';
import { createTestApp, secondApp, TEST_PASSWORD, usingPostgres, type TestContext } from './helpers/app.js';
import { dropRedisKeys, redisEnv, redisUnavailable } from './helpers/redis.js';

const redisSkip = await redisUnavailable();
if (redisSkip) console.log(`# skipping the Redis lockout tests: ${redisSkip}`);

const login = (app: App, username: string, password: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

async function failTimes(app: App, username: string, times: number, remoteAddress?: string) {
  for (let i = 0; i < times; i++) {
    const res = await login(app, username, 'wrong-password', remoteAddress);
    assert.equal(res.statusCode, 401, `failure ${i + 1}`);
  }
}

const WINDOW_S = LOGIN_LOCKOUT_WINDOW_MS / 1000;

/** 429 with the rate-limit message; Retry-After exactly `retryAfter` (a test clock) or within the window (real time). */
function assertLocked(res: Awaited<ReturnType<typeof login>>, retryAfter?: number) {
  assert.equal(res.statusCode, 429);
  assert.deepEqual(res.json(), { success: false, message: MESSAGES.rateLimited });
  const seconds = Number(res.headers['retry-after']);
  if (retryAfter === undefined) assert.ok(seconds > WINDOW_S - 60 && seconds <= WINDOW_S, `Retry-After ${seconds}`);
  else assert.equal(seconds, retryAfter);
}

/** The same behaviour, whichever store holds the counts. */
function lockoutBehaviour(name: string, env: () => Record<string, string>, skip?: string) {
  describe(`login lockout per account (${name})`, { skip }, () => {
    let t: TestContext;
    let clock = Date.UTC(2030, 0, 1);
    let testEnv: Record<string, string>;
    before(async () => {
      testEnv = env();
      t = await createTestApp(testEnv, { now: () => clock });
    });
    after(async () => {
      await t.close();
      if (testEnv.REDIS_KEY_PREFIX) await dropRedisKeys(testEnv.REDIS_KEY_PREFIX);
    });

    it(`${LOGIN_LOCKOUT_MAX_FAILURES} wrong passwords, then the right one: 429 with Retry-After, from another address too`, async () => {
      const user = await t.createUser();
      await failTimes(t.app, user.username, LOGIN_LOCKOUT_MAX_FAILURES);
      assertLocked(await login(t.app, user.username, TEST_PASSWORD), WINDOW_S);
      assertLocked(await login(t.app, user.username, TEST_PASSWORD, '203.0.113.9'), WINDOW_S);
      assertLocked(await login(t.app, ` ${user.username.toUpperCase()} `, TEST_PASSWORD, '198.51.100.20'), WINDOW_S);
      clock += 4 * 60_000;
      assertLocked(await login(t.app, user.username, TEST_PASSWORD), WINDOW_S - 240);
      const other = await t.createUser();
      assert.equal((await login(t.app, other.username, TEST_PASSWORD)).statusCode, 200, 'other accounts are not affected');
    });

    it('an unknown username locks the same way (the answers reveal nothing)', async () => {
      await failTimes(t.app, 'nobody-by-this-name', LOGIN_LOCKOUT_MAX_FAILURES, '192.0.2.1');
      assertLocked(await login(t.app, 'nobody-by-this-name', 'anything'), WINDOW_S);
    });

    it('the window ending unlocks the account', async () => {
      const user = await t.createUser();
      await failTimes(t.app, user.username, LOGIN_LOCKOUT_MAX_FAILURES);
      clock += LOGIN_LOCKOUT_WINDOW_MS - 1000;
      assertLocked(await login(t.app, user.username, TEST_PASSWORD), 1);
      clock += 1000;
      assert.equal((await login(t.app, user.username, TEST_PASSWORD)).statusCode, 200);
    });

    it('failures older than the window do not add up', async () => {
      const user = await t.createUser();
      await failTimes(t.app, user.username, LOGIN_LOCKOUT_MAX_FAILURES - 1);
      clock += LOGIN_LOCKOUT_WINDOW_MS;
      await failTimes(t.app, user.username, LOGIN_LOCKOUT_MAX_FAILURES - 1);
      assert.equal((await login(t.app, user.username, TEST_PASSWORD)).statusCode, 200);
    });

    it('a successful sign-in resets the count', async () => {
      const user = await t.createUser();
      await failTimes(t.app, user.username, LOGIN_LOCKOUT_MAX_FAILURES - 1);
      assert.equal((await login(t.app, user.username, TEST_PASSWORD)).statusCode, 200);
      await failTimes(t.app, user.username, LOGIN_LOCKOUT_MAX_FAILURES);
      assertLocked(await login(t.app, user.username, TEST_PASSWORD), WINDOW_S);
    });

    it('parallel guesses cannot slip past the limit', async () => {
      const user = await t.createUser();
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => login(t.app, user.username, 'wrong-password', `192.0.2.${i + 10}`)),
      );
      const codes = answers.map((res) => res.statusCode).sort();
      assert.deepEqual(codes, [...Array(LOGIN_LOCKOUT_MAX_FAILURES).fill(401), ...Array(12 - LOGIN_LOCKOUT_MAX_FAILURES).fill(429)]);
    });
  });
}

lockoutBehaviour(usingPostgres ? 'PostgreSQL' : 'PGlite', () => ({}));
lockoutBehaviour('Redis', redisEnv, redisSkip);

describe('two API instances on one PostgreSQL share the count and the per-IP limit', { skip: usingPostgres ? undefined : 'needs TEST_DATABASE_URL (PGlite allows one process)' }, () => {
  let t: TestContext;
  let second: App;
  before(async () => {
    t = await createTestApp();
    second = await secondApp(t);
  });
  after(async () => {
    await second.close();
    await t.close();
  });

  it('failures through both lock the account in both', async () => {
    const user = await t.createUser();
    await failTimes(t.app, user.username, 3);
    await failTimes(second, user.username, LOGIN_LOCKOUT_MAX_FAILURES - 3);
    assertLocked(await login(t.app, user.username, TEST_PASSWORD));
    assertLocked(await login(second, user.username, TEST_PASSWORD));
  });

  it('a token signed out through one is dead in the other', async () => {
    const user = await t.createUser();
    const token = t.tokenFor(user);
    const headers = { authorization: `Bearer ${token}` };
    assert.equal((await second.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode, 200);
    assert.equal((await second.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode, 401);
  });

  it('the per-IP limit counts requests to both instances (the PostgreSQL rate-limit store)', async () => {
    const subscribe = (app: App, email: string, remoteAddress = '198.51.100.40') =>
      app.inject({ method: 'POST', url: '/api/newsletter', payload: { email }, remoteAddress });
    for (let i = 0; i < NEWSLETTER_RATE_LIMIT.max; i++) assert.equal((await subscribe(i % 2 ? t.app : second, `limit-${i}@example.com`)).statusCode, 201);
    const limited = await subscribe(second, 'limit-last@example.com');
    assert.equal(limited.statusCode, 429);
    assert.deepEqual(limited.json(), { success: false, message: MESSAGES.rateLimited });
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.equal((await subscribe(t.app, 'other@example.com', '198.51.100.41')).statusCode, 201, 'another address has its own budget');
  });
});

describe('two API instances on one Redis share the lockout, the per-IP limit and signed-out tokens', { skip: redisSkip }, () => {
  let a: TestContext;
  let b: TestContext;
  let env: Record<string, string>;
  before(async () => {
    // Two databases on purpose: what the instances agree on can only come from Redis.
    env = { ...redisEnv(), AUTH_RATE_LIMIT_MAX: '4' };
    a = await createTestApp(env);
    b = await createTestApp(env);
  });
  after(async () => {
    await a.close();
    await b.close();
    await dropRedisKeys(env.REDIS_KEY_PREFIX);
  });

  it('failures through both lock the account in both', async () => {
    const user = await b.createUser({ username: 'shared-account' });
    await failTimes(a.app, user.username, 2, '192.0.2.50');
    await failTimes(b.app, user.username, LOGIN_LOCKOUT_MAX_FAILURES - 2, '192.0.2.51');
    assertLocked(await login(b.app, user.username, TEST_PASSWORD, '192.0.2.52'));
  });

  it('the per-IP limit counts requests to both instances', async () => {
    const from = '198.51.100.77';
    for (const app of [a.app, b.app, a.app, b.app]) assert.equal((await login(app, `ip-test-${Math.random()}`, 'x', from)).statusCode, 401);
    const limited = await login(a.app, 'ip-test-last', 'x', from);
    assert.equal(limited.statusCode, 429);
    assert.deepEqual(limited.json(), { success: false, message: MESSAGES.rateLimited });
    assert.equal((await login(b.app, 'ip-test-other', 'x', '198.51.100.78')).statusCode, 401, 'another address has its own budget');
  });

  it('a token signed out through one is dead in the other', async () => {
    const user = await a.createUser();
    const token = a.tokenFor(user);
    const claims = a.app.tokens.verify(token);
    assert.equal((await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } })).statusCode, 200);
    assert.equal(await b.app.authState.isRevoked(claims.jti), true);
  });
});
