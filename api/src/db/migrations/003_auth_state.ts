import { sql, type Kysely } from 'kysely';

/**
 * State that every API process must see the same way (when Redis is not configured): failed sign-ins per account
 * and the ids of signed-out tokens. Rows are kept only until their time ends; the repository prunes them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table login_failures (
      account_key text primary key,
      failures integer not null,
      window_ends_at timestamptz not null
    )`.execute(db);
  await sql`create index login_failures_window_ends_at_idx on login_failures (window_ends_at)`.execute(db);
  await sql`
    create table revoked_tokens (
      jti text primary key,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index revoked_tokens_expires_at_idx on revoked_tokens (expires_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table revoked_tokens`.execute(db);
  await sql`drop table login_failures`.execute(db);
}
