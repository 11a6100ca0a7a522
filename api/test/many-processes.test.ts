// Two real API processes on one PostgreSQL (then on one PostgreSQL and one Redis): what an admin changes through one
// is seen through the other within a second, although the other keeps visitors' answers for a minute; one rate limit
// and one login lockout count requests to both; the listener that hears changes survives a terminated connection.
// PostgreSQL only: PGlite serves one process.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { LOGIN_LOCKOUT_MAX_FAILURES, MESSAGES, NEWSLETTER_RATE_LIMIT } from '../src/constants.js';
import { LISTENER_APPLICATION_NAME } from '../src/services/catalog-events.js';
import { productBody } from './helpers/catalog.js';
import { adminAuth, startChildApi, tempDatabase, waitFor, withClient, type ChildApi, type TempDatabase } from './helpers/child-api.js';
import { dropRedisKeys, redisEnv, redisUnavailable } from './helpers/redis.js';

/** The goal: a change made through one process is visible through every other within this time. */
const VISIBLE_WITHIN_MS = 1000;
const pgSkip = process.env.TEST_DATABASE_URL ? undefined : 'needs TEST_DATABASE_URL (PGlite allows one process)';
const redisSkip = pgSkip ?? (await redisUnavailable());

interface Answer {
  status: number;
  cache: string | null;
  body: any;
}
async function get(url: string): Promise<Answer> {
  const response = await fetch(url);
  return { status: response.status, cache: response.headers.get('x-cache'), body: await response.json() };
}
async function send(method: string, url: string, headers: Record<string, string>, body?: unknown): Promise<any> {
  const response = await fetch(url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  assert.ok(response.status < 300, `${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Asks `url` until `seen` holds; fails unless it does within VISIBLE_WITHIN_MS. Answers the time it took. */
async function seenWithin(url: string, seen: (answer: Answer) => boolean, what: string): Promise<number> {
  const started = Date.now();
  let last: Answer | undefined;
  while (Date.now() - started <= VISIBLE_WITHIN_MS) {
    last = await get(url);
    if (seen(last)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  assert.fail(`${what}: not seen within ${VISIBLE_WITHIN_MS} ms (last answer ${JSON.stringify(last).slice(0, 300)})`);
}

/** Asks twice: the second answer must come from the process's cache (so only an invalidation can change it). */
async function cached(url: string): Promise<Answer> {
  await get(url);
  const answer = await get(url);
  assert.equal(answer.cache, 'hit', `${url} is answered from the cache`);
  return answer;
}

function twoProcesses(name: string, extraEnv: () => Record<string, string>, skip: string | undefined) {
  describe(`two API processes (${name})`, { skip }, () => {
    let database: TempDatabase;
    let env: Record<string, string>;
    let a: ChildApi;
    let b: ChildApi;
    let admin: Record<string, string>;
    const timings: number[] = [];

    before(async () => {
      database = await tempDatabase();
      // Visitors' answers are kept a minute: only the change events can make a change visible within a second.
      env = { ...database.env, ...extraEnv(), PUBLIC_CACHE_MS: '60000' };
      a = await startChildApi(env); // migrates and seeds first
      b = await startChildApi(env);
      admin = await adminAuth(a.url);
    });
    after(async () => {
      if (timings.length) console.log(`${name}: changes seen through the other process after ${timings.join(', ')} ms`);
      await a?.kill();
      await b?.kill();
      await database?.drop();
      if (env?.REDIS_KEY_PREFIX) await dropRedisKeys(env.REDIS_KEY_PREFIX);
    });

    /** Create, change and delete a product through A; B, which had its old answers cached, follows within 1 s. */
    async function productRoundTrip() {
      const word = `roundtrip${crypto.randomBytes(4).toString('hex')}`;
      const list = `${b.url}/api/products?search=${word}`;
      assert.equal((await cached(list)).body.total, 0);

      const { product } = await send('POST', `${a.url}/api/products`, admin, productBody({ title: `Lamp ${word}` }));
      timings.push(await seenWithin(list, (answer) => answer.body.total === 1 && answer.body.products[0]?._id === product._id, 'created'));

      const one = `${b.url}/api/products/${product._id}`;
      assert.equal((await cached(one)).body.product.title, `Lamp ${word}`);
      await send('PUT', `${a.url}/api/products/${product._id}`, admin, { title: `Desk ${word}` });
      timings.push(await seenWithin(one, (answer) => answer.body.product?.title === `Desk ${word}`, 'changed'));

      assert.equal((await cached(list)).body.total, 1);
      await send('DELETE', `${a.url}/api/products/${product._id}`, admin);
      timings.push(await seenWithin(list, (answer) => answer.body.total === 0, 'deleted (the list and its total)'));
      timings.push(await seenWithin(one, (answer) => answer.status === 404, 'deleted (the product)'));
    }

    it('a product created, changed and deleted through one is seen through the other within 1 s', productRoundTrip);

    it('a category created through the second is seen through the first within 1 s', async () => {
      const name = `Shelf ${crypto.randomBytes(4).toString('hex')}`;
      const tree = `${a.url}/api/categories/tree`;
      await cached(tree);
      await send('POST', `${b.url}/api/categories`, await adminAuth(b.url), { name });
      timings.push(await seenWithin(tree, (answer) => answer.body.categoryTree.some((node: { name: string }) => node.name === name), 'category'));
    });

    it('one rate limit counts requests to both', async () => {
      const subscribe = (api: ChildApi) =>
        fetch(`${api.url}/api/newsletter`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `reader-${crypto.randomBytes(4).toString('hex')}@example.com` }),
        });
      for (let i = 0; i < NEWSLETTER_RATE_LIMIT.max; i++) assert.equal((await subscribe(i % 2 ? a : b)).status, 201, `request ${i + 1}`);
      for (const api of [a, b]) {
        const limited = await subscribe(api);
        assert.equal(limited.status, 429);
        assert.deepEqual(await limited.json(), { success: false, message: MESSAGES.rateLimited });
      }
    });

    it('one login lockout counts failures through both', async () => {
      const username = `nobody-${crypto.randomBytes(4).toString('hex')}`;
      const login = (api: ChildApi, password: string) =>
        fetch(`${api.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password }),
        }).then((response) => response.status);
      for (let i = 0; i < LOGIN_LOCKOUT_MAX_FAILURES; i++) assert.equal(await login(i % 2 ? a : b, 'wrong-password'), 401);
      assert.equal(await login(a, 'wrong-password'), 429);
      assert.equal(await login(b, 'wrong-password'), 429);
    });

    if (!extraEnv().REDIS_URL) {
      it('the listener reconnects after its connection is terminated, and changes are heard again', async () => {
        const listeners = () =>
          withClient(database.databaseUrl!, async (client) => {
            const result = await client.query<{ pid: number }>(
              'select pid from pg_stat_activity where datname = current_database() and application_name = $1',
              [LISTENER_APPLICATION_NAME],
            );
            return result.rows.map((row) => row.pid);
          });
        const before = await listeners();
        assert.equal(before.length, 2, 'one listener per process');
        await withClient(database.databaseUrl!, (client) =>
          client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()'),
        );
        await waitFor(async () => {
          const now = await listeners();
          return now.length === 2 && now.every((pid) => !before.includes(pid));
        }, 20_000, 'both listeners back on new connections');
        assert.equal(a.child.exitCode, null);
        assert.equal(b.child.exitCode, null);
        await productRoundTrip();
      });
    }
  });
}

twoProcesses('PostgreSQL', () => ({}), pgSkip);
twoProcesses('PostgreSQL and Redis', redisEnv, redisSkip);
