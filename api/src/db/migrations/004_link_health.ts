import { sql, type Kysely } from 'kysely';

/**
 * Affiliate link health. The last check of each product's link lives on the product row (the admin list filters on
 * it, and the staff payload shows it, without a join); link_check_runs records runs over many products.
 * One statement per call: PGlite's extended protocol runs a single statement at a time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`
    alter table products
      add column link_status text not null default 'unchecked'
        check (link_status in ('healthy', 'warning', 'broken', 'unchecked')),
      add column link_http_status integer,
      add column link_final_url text,
      add column link_redirects jsonb not null default '[]',
      add column link_error text,
      add column link_response_ms integer,
      add column link_checked_at timestamptz,
      add column link_acknowledged boolean not null default false`);
  // The admin list's ?linkStatus= filter (newest first, as the list sorts by default).
  await run(sql`create index products_link_status_idx on products (link_status, created_at desc, id desc)`);
  // Runs read the products whose last check is oldest first (never checked first of all).
  await run(sql`create index products_link_checked_idx on products ((coalesce(link_checked_at, '-infinity')), id)`);

  await run(sql`
    create table link_check_runs (
      id uuid primary key default gen_random_uuid(),
      status text not null default 'running' check (status in ('running', 'done', 'failed')),
      trigger text not null check (trigger in ('manual', 'scheduled')),
      -- The products chosen by id (a manual run over selected rows); null: every active product.
      product_ids uuid[],
      -- Products whose last check is at or after this are not checked again by the run.
      checked_before timestamptz not null,
      total integer not null default 0,
      checked integer not null default 0,
      healthy integer not null default 0,
      warning integer not null default 0,
      broken integer not null default 0,
      started_at timestamptz not null default now(),
      finished_at timestamptz,
      heartbeat_at timestamptz not null default now(),
      error text
    )`);
  // One run at a time, across every API process: a second insert while one is running fails.
  await run(sql`create unique index link_check_runs_one_running on link_check_runs ((true)) where status = 'running'`);
  await run(sql`create index link_check_runs_started_idx on link_check_runs (started_at desc)`);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table link_check_runs`.execute(db);
  await sql`drop index products_link_checked_idx`.execute(db);
  await sql`drop index products_link_status_idx`.execute(db);
  await sql`
    alter table products
      drop column link_status, drop column link_http_status, drop column link_final_url, drop column link_redirects,
      drop column link_error, drop column link_response_ms, drop column link_checked_at, drop column link_acknowledged`.execute(db);
}
