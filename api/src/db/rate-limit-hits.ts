import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from './types.js';

/** A hit's count in its client's window (`current`, this hit included) and the window's ms left: the limiter's answer. */
export interface HitCount {
  current: number;
  ttl: number;
}

/** A limit's window: its length, its most hits, and whether a hit over the limit starts the window again. */
export interface HitWindow {
  timeWindowMs: number;
  max: number;
  continueExceeding?: boolean;
}

/**
 * The rate limiter's counting rule in PostgreSQL (table rate_limit_hits, one row per client key): adds a batch's hits
 * to their clients' windows in one upsert. `input` is a from-item `i (key, n)`: n hits per client key. A window that
 * has ended starts anew with the batch's hits; its end is the database's clock, the same for every API process.
 * Rows are locked in key order, so concurrent batches (other processes) cannot deadlock. Answers key, hits (the count
 * after the batch) and ttl (ms left in the window). Used by the limiter's store and inside the click claim.
 */
export function addHits(input: RawBuilder<unknown>, { timeWindowMs, max, continueExceeding = false }: HitWindow) {
  return sql<{ key: string; hits: number; ttl: number }>`
    insert into rate_limit_hits as r (key, hits, window_ends_at)
    select i.key, i.n, now() + ${timeWindowMs} * interval '1 millisecond'
    from ${input}
    order by i.key
    on conflict (key) do update set
      hits = case when r.window_ends_at <= now() then excluded.hits else r.hits + excluded.hits end,
      window_ends_at = case
        when r.window_ends_at <= now() then excluded.window_ends_at
        when ${continueExceeding} and r.hits + excluded.hits > ${max}::int then excluded.window_ends_at
        else r.window_ends_at
      end
    returning key, hits, greatest(0, ceil(extract(epoch from window_ends_at - now()) * 1000))::int as ttl`;
}

/**
 * The count the n-th (from 1) of a client's `count` hits in one batch gets, the batch having brought the client's
 * count to `total`: what it would have got counted alone, so a burst is limited exactly.
 */
export const nthHit = (total: number, count: number, n: number) => total - count + n;

/** Expired rows are deleted at most this often (per process), after whichever hit comes first. */
const PRUNE_EVERY_MS = 60_000;
const prunedAt = new WeakMap<object, number>();

/** Forgets ended windows now and then (the table would otherwise keep a row per client ever seen). */
export function pruneHits(db: Kysely<Database>) {
  if (Date.now() - (prunedAt.get(db) ?? -Infinity) < PRUNE_EVERY_MS) return;
  prunedAt.set(db, Date.now());
  sql`delete from rate_limit_hits where window_ends_at <= now()`.execute(db).catch(() => {});
}

/** nthHit in SQL, for a statement that decides by it: columns of the total, the client's hits in the batch, the n. */
export const nthHitSql = (total: string, count: string, n: string) => sql`(${sql.ref(total)} - ${sql.ref(count)} + ${sql.ref(n)})`;
