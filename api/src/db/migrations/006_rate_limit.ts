import { sql, type Kysely } from 'kysely';

/**
 * The rate limiter's counts when several API processes share PostgreSQL without Redis: one row per client and route
 * for the current window. Unlogged: a crash may forget the counts of the running minute, which costs nothing, and
 * every counted request writes here, which the write-ahead log would make dearer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create unlogged table rate_limit_hits (
      key text primary key,
      hits integer not null,
      window_ends_at timestamptz not null
    )`.execute(db);
  await sql`create index rate_limit_hits_window_ends_at_idx on rate_limit_hits (window_ends_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table rate_limit_hits`.execute(db);
}
