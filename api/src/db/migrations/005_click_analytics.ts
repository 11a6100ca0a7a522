import { sql, type Kysely } from 'kysely';

/**
 * Click analytics. Each click event says where it came from (referring page or external host), the device class,
 * the country when a trusted header gave one, and whether a crawler made it. The click transaction also counts it
 * per UTC day in two small tables, so the analytics read a few thousand rows per range instead of every event:
 * click_daily per product (top products, a product's days, products without clicks) and click_daily_dims per value
 * of each dimension (referrer, device, country). One table over every combination would hold nearly as many rows
 * as there are events (measured: 860,000 rows for 1,000,000 events), which is no faster to read.
 * One statement per call: PGlite's extended protocol runs a single statement at a time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`
    alter table click_events
      add column referrer text not null default '',
      add column device text not null default 'desktop' check (device in ('mobile', 'tablet', 'desktop')),
      add column country text not null default '',
      add column is_bot boolean not null default false`);
  await run(sql`
    create table click_daily (
      day date not null,
      product_id uuid not null references products (id) on delete cascade,
      is_bot boolean not null,
      clicks integer not null check (clicks > 0),
      primary key (day, product_id, is_bot)
    )`);
  // A product's own days, and "no click in the range" for each product.
  await run(sql`create index click_daily_product_idx on click_daily (product_id, day)`);
  await run(sql`
    create table click_daily_dims (
      day date not null,
      dimension text not null check (dimension in ('referrer', 'device', 'country')),
      value text not null,
      is_bot boolean not null,
      clicks integer not null check (clicks > 0),
      primary key (day, dimension, value, is_bot)
    )`);
  // Each visitor's window per product (one click counted per window): claimed by one atomic upsert, so clicks need no
  // lock or transaction and several processes agree. Unlogged: after a crash the windows restart, a few repeats count.
  await run(sql`
    create unlogged table click_windows (
      product_id uuid not null,
      visitor_hash text not null,
      until timestamptz not null,
      primary key (product_id, visitor_hash)
    )`);
  // The windows open now (the API's window was 30 minutes when this was written).
  await run(sql`
    insert into click_windows (product_id, visitor_hash, until)
    select product_id, visitor_hash, max(created_at) + interval '30 minutes'
    from click_events where created_at > now() - interval '30 minutes'
    group by 1, 2`);
  // Events recorded before this migration: direct desktop clicks of people, as nothing else was known.
  await run(sql`
    insert into click_daily (day, product_id, is_bot, clicks)
    select (created_at at time zone 'utc')::date, product_id, false, count(*)::int from click_events group by 1, 2`);
  await run(sql`
    insert into click_daily_dims (day, dimension, value, is_bot, clicks)
    select day, dimension, value, false, sum(clicks)::int
    from click_daily, (values ('referrer', ''), ('device', 'desktop'), ('country', '')) as dims (dimension, value)
    group by 1, 2, 3`);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table click_windows`.execute(db);
  await sql`drop table click_daily_dims`.execute(db);
  await sql`drop table click_daily`.execute(db);
  await sql`alter table click_events drop column referrer, drop column device, drop column country, drop column is_bot`.execute(db);
}
