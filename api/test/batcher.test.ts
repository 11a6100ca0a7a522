// The batcher (services/batcher.ts) that lets concurrent clicks and rate-limit hits share one database statement.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createBatcher } from '../src/services/batcher.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createBatcher', () => {
  it('runs a call alone at once, and gathers the calls made meanwhile into the next batch', async () => {
    const batches: number[][] = [];
    const double = createBatcher(async (items: number[]) => {
      batches.push(items);
      await tick();
      return items.map((item) => item * 2);
    });
    const first = double(1);
    assert.deepEqual(batches, [[1]], 'the first call did not wait for company');
    const rest = [2, 3, 4].map(double);
    assert.deepEqual(await Promise.all([first, ...rest]), [2, 4, 6, 8]);
    assert.deepEqual(batches, [[1], [2, 3, 4]]);
  });

  it('runs at most maxBatch items at a time', async () => {
    const sizes: number[] = [];
    const echo = createBatcher(async (items: number[]) => {
      sizes.push(items.length);
      await tick();
      return items;
    }, 2);
    assert.deepEqual(await Promise.all([1, 2, 3, 4, 5, 6].map(echo)), [1, 2, 3, 4, 5, 6]);
    assert.deepEqual(sizes, [1, 2, 2, 1]);
  });

  it('fails the calls of a failing batch only, and goes on with the next', async () => {
    const run = createBatcher(async (items: string[]) => {
      await tick();
      if (items.includes('bad')) throw new Error('refused');
      return items;
    });
    const first = run('ok-1');
    const [bad, same] = [run('bad'), run('with-bad')];
    await assert.rejects(bad, /refused/);
    await assert.rejects(same, /refused/);
    assert.equal(await first, 'ok-1');
    assert.equal(await run('ok-2'), 'ok-2');
  });

  it('refuses a batch that answers the wrong number of results', async () => {
    const short = createBatcher(async (items: number[]) => items.slice(1));
    await assert.rejects(short(1), /A batch of 1 answered 0 results/);
  });
});
