import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** Expired rows are deleted at most this often (per process), after whichever hit comes first. */
const PRUNE_EVERY_MS = 60_000;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's store in PostgreSQL (table rate_limit_hits), for several API processes without Redis: each
 * counted request is one upsert, so concurrent requests to any process all count against one window. The window's
 * end is the database's clock, the same for every process.
 */
export function postgresRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  let prunedAt = -Infinity;
  const prune = () => {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    sql`delete from rate_limit_hits where window_ends_at <= now()`.execute(db).catch(() => {});
  };

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly continueExceeding: boolean;

    constructor(options: FastifyRateLimitOptions & StoreOptions, private readonly prefix = '') {
      // The limits this API sets use neither; a silent fallback to a plain window would be a different limit.
      if (options.exponentialBackoff) throw new Error('The PostgreSQL rate-limit store does not support exponentialBackoff');
      this.continueExceeding = !!options.continueExceeding;
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      prune();
      sql<{ hits: number; ttl: number }>`
        insert into rate_limit_hits as r (key, hits, window_ends_at)
        values (${this.prefix + key}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when r.window_ends_at <= now() then 1 else r.hits + 1 end,
          window_ends_at = case
            when r.window_ends_at <= now() then excluded.window_ends_at
            when ${this.continueExceeding} and r.hits + 1 > ${max}::int then excluded.window_ends_at
            else r.window_ends_at
          end
        returning hits, greatest(0, ceil(extract(epoch from window_ends_at - now()) * 1000))::int as ttl`
        .execute(db)
        .then(({ rows: [row] }) => callback(null, { current: row.hits, ttl: row.ttl }), (error: Error) => callback(error));
    }

    /** The count without counting (the plugin's `increment: false`). */
    read(key: string, callback: Callback) {
      sql<{ hits: number; ttl: number }>`
        select hits, ceil(extract(epoch from window_ends_at - now()) * 1000)::int as ttl
        from rate_limit_hits where key = ${this.prefix + key} and window_ends_at > now()`
        .execute(db)
        .then(({ rows: [row] }) => callback(null, row ? { current: row.hits, ttl: row.ttl } : { current: 0, ttl: 0 }), (error: Error) => callback(error));
    }

    /** A route's own limit counts apart from the others (as the Redis store keys it: method, URL, client). */
    child(routeOptions: FastifyRateLimitOptions & StoreOptions) {
      const { method, url } = routeOptions.routeInfo ?? {};
      return new PostgresRateLimitStore(routeOptions, `${this.prefix}${method ?? ''}${url ?? ''}-`);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
