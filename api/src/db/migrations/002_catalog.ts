import { sql, type Kysely } from 'kysely';

// One statement per call: PGlite's extended protocol runs a single statement at a time.
export async function up(db: Kysely<any>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`create extension if not exists pg_trgm`);

  await run(sql`
    create table categories (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      slug text not null,
      description text,
      is_active boolean not null default true,
      featured boolean not null default false,
      parent_id uuid references categories (id) on delete restrict,
      sort_order integer not null default 0,
      product_count integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (parent_id is null or parent_id <> id)
    )`);
  await run(sql`create unique index categories_slug_key on categories (slug)`);
  await run(sql`create index categories_parent_idx on categories (parent_id, sort_order)`);
  await run(sql`create index categories_name_trgm_idx on categories using gin (lower(name) gin_trgm_ops)`);

  await run(sql`
    create table products (
      id uuid primary key default gen_random_uuid(),
      title text not null,
      description text,
      price numeric(14, 2) check (price >= 0),
      currency text not null default 'INR' check (currency ~ '^[A-Z]{3}$'),
      discount_percentage numeric(5, 2) not null default 0 check (discount_percentage between 0 and 100),
      featured_image text not null,
      affiliate_link text not null,
      merchant_name text not null default 'Amazon',
      ranking_number integer not null check (ranking_number >= 1),
      rating numeric(3, 2) check (rating between 0 and 5),
      review_count integer not null default 0 check (review_count >= 0),
      stock text not null default 'in_stock' check (stock in ('in_stock', 'limited', 'out_of_stock')),
      category_id uuid references categories (id) on delete set null,
      tags text[] not null default '{}',
      featured boolean not null default false,
      is_active boolean not null default true,
      clicks integer not null default 0 check (clicks >= 0),
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
  // Visitors always filter on is_active, so it leads the indexes of the sorts they use.
  await run(sql`create index products_active_ranking_idx on products (is_active, ranking_number, id)`);
  await run(sql`create index products_active_created_idx on products (is_active, created_at desc, id desc)`);
  await run(sql`create index products_created_idx on products (created_at desc, id desc)`);
  await run(sql`create index products_price_idx on products (price, id)`);
  await run(sql`create index products_rating_idx on products (rating, id)`);
  await run(sql`create index products_clicks_idx on products (clicks desc, id)`);
  await run(sql`create index products_title_idx on products (title, id)`);
  await run(sql`create index products_category_idx on products (category_id, price)`);
  await run(sql`create index products_merchant_idx on products (lower(merchant_name), created_at desc)`);
  await run(sql`create index products_featured_idx on products (featured, is_active, created_at desc) where featured`);
  await run(sql`create index products_created_by_idx on products (created_by)`);
  await run(sql`create index products_tags_idx on products using gin (tags)`);
  // Case-insensitive substring search on the title stays fast at 100,000 rows.
  await run(sql`create index products_title_trgm_idx on products using gin (lower(title) gin_trgm_ops)`);

  await run(sql`
    create table click_events (
      id bigint generated always as identity primary key,
      product_id uuid not null references products (id) on delete cascade,
      visitor_hash text not null,
      created_at timestamptz not null default now()
    )`);
  await run(sql`create index click_events_dedup_idx on click_events (product_id, visitor_hash, created_at desc)`);
  await run(sql`create index click_events_created_idx on click_events (created_at)`);

  await run(sql`
    create table newsletter_subscriptions (
      id uuid primary key default gen_random_uuid(),
      email text not null,
      created_at timestamptz not null default now()
    )`);
  await run(sql`create unique index newsletter_subscriptions_email_key on newsletter_subscriptions (lower(email))`);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['newsletter_subscriptions', 'click_events', 'products', 'categories']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
