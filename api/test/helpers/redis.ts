import crypto from 'node:crypto';
import { Redis } from 'ioredis';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Why the Redis tests cannot run here, or undefined when Redis answers. */
export async function redisUnavailable(): Promise<string | undefined> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return undefined;
  } catch (error) {
    return `Redis at ${REDIS_URL} is unreachable (${(error as Error).message})`;
  } finally {
    client.disconnect();
  }
}

/** Deletes the keys a test wrote under its own prefix (they would expire anyway). */
export async function dropRedisKeys(prefix: string) {
  const client = new Redis(REDIS_URL);
  const keys = await client.keys(`${prefix}*`);
  if (keys.length) await client.del(...keys);
  await client.quit();
}

/** REDIS_URL and a prefix of the test's own, so that tests sharing one Redis do not see each other's keys. */
export const redisEnv = () => ({ REDIS_URL, REDIS_KEY_PREFIX: `test-${crypto.randomBytes(6).toString('hex')}:` });
