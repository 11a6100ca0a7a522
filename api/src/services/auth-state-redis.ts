import type { Redis } from 'ioredis';
import type { AuthStateStore } from './auth-state.js';

// Keeps the window's end in the hash (the caller's clock), so Redis and PostgreSQL count alike; the key's own
// expiry only removes it some time after the window ended.
const ADD_FAILURE = `
local endsAt = tonumber(redis.call('HGET', KEYS[1], 'endsAt'))
local failures
if endsAt == nil or endsAt <= tonumber(ARGV[1]) then
  redis.call('HSET', KEYS[1], 'failures', 1, 'endsAt', ARGV[3])
  failures = 1
  endsAt = ARGV[3]
else
  failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
  endsAt = redis.call('HGET', KEYS[1], 'endsAt')
end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return {failures, endsAt}
`;

type WithAddFailure = Redis & {
  authAddFailure(key: string, now: string, windowMs: string, endsAt: string): Promise<[number, string]>;
};

/** The auth state in Redis: a hash per account with failures, a key per signed-out token. */
export function createRedisAuthState(redis: Redis, prefix: string): AuthStateStore {
  if (!('authAddFailure' in redis)) redis.defineCommand('authAddFailure', { numberOfKeys: 1, lua: ADD_FAILURE });
  const client = redis as WithAddFailure;
  const failureKey = (key: string) => `${prefix}login-failures:${key}`;
  const revokedKey = (jti: string) => `${prefix}revoked-token:${jti}`;

  return {
    async addFailure(key, now, windowMs) {
      const [failures, endsAt] = await client.authAddFailure(failureKey(key), String(now), String(windowMs), String(now + windowMs));
      return { failures: Number(failures), endsAt: Number(endsAt) };
    },
    async clearFailures(key) {
      await redis.del(failureKey(key));
    },
    async revokeToken(jti, expiresAt, now) {
      await redis.set(revokedKey(jti), '1', 'PX', Math.max(1, Math.ceil(expiresAt - now)));
    },
    async isRevoked(jti) {
      return (await redis.exists(revokedKey(jti))) === 1;
    },
  };
}
