// The rate limiter's PostgreSQL store (services/rate-limit-store.ts): one window per client and route, counted in
// the database (two instances sharing it: lockout.test.ts). PostgreSQL only (PGlite counts in memory).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { postgresRateLimitStore } from '../src/services/rate-limit-store.js';
import { createTestApp, usingPostgres, type TestContext } from './helpers/app.js';

const skip = usingPostgres ? undefined : 'needs TEST_DATABASE_URL (PGlite counts in memory: one process)';

describe('PostgreSQL rate-limit store', { skip }, () => {
  let t: TestContext;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

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

  it('counts concurrent hits (one statement for many) one by one, each client apart', async () => {
    const store = storeFor();
    const [a, b] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, () => incr(store, 'client-d', 60_000, 3))),
      Promise.all(Array.from({ length: 2 }, () => incr(store, 'client-e', 60_000, 3))),
    ]);
    assert.deepEqual(a.map((hit) => hit.current).sort(), [1, 2, 3, 4, 5]);
    assert.deepEqual(b.map((hit) => hit.current).sort(), [1, 2]);
    assert.equal((await incr(store, 'client-d', 60_000, 3)).current, 6, 'the next hit counts on');
  });

  it('continueExceeding: a request over the limit starts the window again', async () => {
    const store = storeFor({ continueExceeding: true });
    await incr(store, 'client-c', 300, 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const over = await incr(store, 'client-c', 300, 1);
    assert.equal(over.current, 2);
    assert.ok(over.ttl > 250, `the window restarted (ttl ${over.ttl})`);
  });
});
