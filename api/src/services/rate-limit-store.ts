import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { createBatcher } from './batcher.js';

/** Expired rows are deleted at most this often (per process), after whichever hit comes first. */
const PRUNE_EVERY_MS = 60_000;

interface HitCount {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: HitCount) => void;
interface Hit {
  key: string;
  timeWindow: number;
  max: number;
}
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Items by key, keys in order of first appearance (Map.groupBy, which Node 20 lacks). */
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * @fastify/rate-limit's store in PostgreSQL (table rate_limit_hits), for several API processes without Redis: each
 * counted request is added in an upsert (concurrent requests share one), so requests to any process all count
 * against one window. The window's end is the database's clock, the same for every process.
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

    /** Concurrent hits (of any clients) share one statement: see countHits. */
    private readonly count = createBatcher((hits: Hit[]) => this.countHits(hits));

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      prune();
      this.count({ key: this.prefix + key, timeWindow, max }).then((result) => callback(null, result), (error: Error) => callback(error));
    }

    /**
     * Counts a batch of hits: one upsert per window length and limit (in practice one), each client's hits of the
     * batch added at once; the n-th of a client's hits in the batch gets the count as it stood after it.
     */
    private async countHits(hits: Hit[]): Promise<HitCount[]> {
      const results = new Array<HitCount>(hits.length);
      const groups = groupBy(hits.map((hit, index) => ({ ...hit, index })), (hit) => `${hit.timeWindow}/${hit.max}`);
      await Promise.all(
        [...groups.values()].map(async (group) => {
          const { timeWindow, max } = group[0];
          const perKey = groupBy(group, (hit) => hit.key);
          // Sorted: concurrent batches (other processes) then lock the clients' rows in one order, never a deadlock.
          const keys = [...perKey.keys()].sort();
          const { rows } = await sql<{ key: string; hits: number; ttl: number }>`
            insert into rate_limit_hits as r (key, hits, window_ends_at)
            select u.key, u.n, now() + ${timeWindow} * interval '1 millisecond'
            from unnest(${keys}::text[], ${keys.map((key) => perKey.get(key)!.length)}::int[]) as u (key, n)
            order by u.key
            on conflict (key) do update set
              hits = case when r.window_ends_at <= now() then excluded.hits else r.hits + excluded.hits end,
              window_ends_at = case
                when r.window_ends_at <= now() then excluded.window_ends_at
                when ${this.continueExceeding} and r.hits + excluded.hits > ${max}::int then excluded.window_ends_at
                else r.window_ends_at
              end
            returning key, hits, greatest(0, ceil(extract(epoch from window_ends_at - now()) * 1000))::int as ttl`.execute(db);
          for (const row of rows) {
            const keyHits = perKey.get(row.key)!;
            keyHits.forEach((hit, n) => (results[hit.index] = { current: row.hits - keyHits.length + 1 + n, ttl: row.ttl }));
          }
        }),
      );
      return results;
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
