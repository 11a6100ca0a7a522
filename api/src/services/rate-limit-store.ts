import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import { addHits, nthHit, pruneHits, type HitCount } from '../db/rate-limit-hits.js';
import type { Database } from '../db/types.js';
import { createBatcher } from './batcher.js';

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
      pruneHits(db);
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
          const keys = [...perKey.keys()];
          const input = sql`unnest(${keys}::text[], ${keys.map((key) => perKey.get(key)!.length)}::int[]) as i (key, n)`;
          const { rows } = await addHits(input, { timeWindowMs: timeWindow, max, continueExceeding: this.continueExceeding }).execute(db);
          for (const row of rows) {
            const keyHits = perKey.get(row.key)!;
            keyHits.forEach((hit, n) => (results[hit.index] = { current: nthHit(row.hits, keyHits.length, n + 1), ttl: row.ttl }));
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
