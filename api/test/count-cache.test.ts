import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createShortCache } from '../src/db/repositories/count-cache.js';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe('count cache', () => {
  it('shares one computation between concurrent callers and reuses the value within the TTL', async () => {
    const cache = createShortCache<number>(1000);
    let calls = 0;
    const compute = async () => {
      calls++;
      await tick(5);
      return 42;
    };
    assert.deepEqual(await Promise.all([cache.get('k', compute), cache.get('k', compute), cache.get('k', compute)]), [42, 42, 42]);
    assert.equal(await cache.get('k', compute), 42);
    assert.equal(calls, 1);
  });

  it('after the TTL answers the last value while one refresh runs', async () => {
    let clock = 0; // a manual clock: a loaded machine must not turn one expiry into two
    const cache = createShortCache<number>(20, 1000, () => clock);
    let value = 1;
    let calls = 0;
    const compute = async () => {
      calls++;
      return value;
    };
    assert.equal(await cache.get('k', compute), 1);
    value = 2;
    clock = 30;
    assert.equal(await cache.get('k', compute), 1, 'stale value answered at once');
    await tick(5);
    assert.equal(await cache.get('k', compute), 2, 'refreshed in the background');
    assert.equal(calls, 2);
  });

  it('clear() drops everything, including a computation in flight', async () => {
    const cache = createShortCache<number>(1000);
    let value = 1;
    const slow = async () => {
      const seen = value;
      await tick(10);
      return seen;
    };
    const inFlight = cache.get('k', slow);
    cache.clear();
    value = 2;
    assert.equal(await inFlight, 1);
    assert.equal(await cache.get('k', slow), 2, 'the value computed before the write was not kept');
  });

  it('a TTL of 0 computes every time', async () => {
    const cache = createShortCache<number>(0);
    let calls = 0;
    await cache.get('k', async () => ++calls);
    await cache.get('k', async () => ++calls);
    assert.equal(calls, 2);
  });
});
