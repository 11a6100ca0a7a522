// The rate limiter's PostgreSQL store (services/rate-limit-store.ts): one window per client and route, counted in
// the database, so two API instances on one PostgreSQL enforce one limit. PostgreSQL only (PGlite counts in memory).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { App } from '../src/app.js';
import { MESSAGES, NEWSLETTER_RATE_LIMIT } from '../src/constants.js';
import { postgresRateLimitStore } from '../src/services/rate-limit-store.js';
import { createTestApp, secondApp, usingPostgres, type TestContext } from './helpers/app.js';

const skip = usingPostgres ? undefined : 'needs TEST_DATABASE_URL (PGlite counts in memory: one process)';

describe('PostgreSQL rate-limit store', { skip }, () => {
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

  const storeFor = (options: Partial<FastifyRateLimitOptions> & { continueExceeding?: boolean } = {}) => {
    const Store = postgresRateLimitStore(t.app.db);
    return new Store(options as FastifyRateLimitOptions).child({ ...options, routeInfo: { method: 'POST', url: '/x' } } as never);
  };
  const incr = (store: FastifyRateLimitStore, key: string, windowMs: number, max: number) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, max),
    );

  it('counts hits in one window, which then ends', async () => {
    const store = storeFor();
    assert.deepEqual((await incr(store, 'client-a', 400, 2)).current, 1);
    const second = await incr(store, 'client-a', 400, 2);
    assert.equal(second.current, 2);
    assert.ok(second.ttl > 0 && second.ttl <= 400, `ttl ${second.ttl}`);
    assert.equal((await incr(store, 'client-b', 400, 2)).current, 1, 'another client has its own count');
    await new Promise((resolve) => setTimeout(resolve, 450));
    assert.equal((await incr(store, 'client-a', 400, 2)).current, 1, 'a new window');
  });

  it('continueExceeding: a request over the limit starts the window again', async () => {
    const store = storeFor({ continueExceeding: true });
    await incr(store, 'client-c', 300, 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const over = await incr(store, 'client-c', 300, 1);
    assert.equal(over.current, 2);
    assert.ok(over.ttl > 250, `the window restarted (ttl ${over.ttl})`);
  });

  it('two instances on one database enforce one limit', async () => {
    const subscribe = (app: App, n: number) =>
      app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: `limit-${n}@example.com` }, remoteAddress: '198.51.100.40' });
    for (let i = 0; i < NEWSLETTER_RATE_LIMIT.max; i++) assert.equal((await subscribe(i % 2 ? t.app : second, i)).statusCode, 201);
    const limited = await subscribe(second, 99);
    assert.equal(limited.statusCode, 429);
    assert.deepEqual(limited.json(), { success: false, message: MESSAGES.rateLimited });
    assert.ok(Number(limited.headers['retry-after']) > 0);
    const other = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'other@example.com' }, remoteAddress: '198.51.100.41' });
    assert.equal(other.statusCode, 201, 'another address has its own budget');
  });
});
