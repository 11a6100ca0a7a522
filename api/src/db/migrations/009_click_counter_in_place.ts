import { sql, type Kysely } from 'kysely';

/**
 * Counted clicks update their products' `clicks` (a batch every moment under load). While `clicks` was indexed, each
 * such update wrote a new version of the row into every one of the products table's indexes (18, two of them GIN:
 * tags and title trigrams). With no index on `clicks`, PostgreSQL updates the row on its own page and touches no index
 * (a HOT update); fillfactor 85 keeps room on each page for that. Measured with bench:clicks, the database's CPU per
 * click fell by about half.
 *
 * The price: the staff's product list sorted by clicks and the dashboard's most clicked products read the table
 * instead of an index, about 45 ms at 100,000 products and a few ms at 10,000 (measured), on staff screens only; the
 * public site never sorts by clicks.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index products_clicks_idx`.execute(db);
  await sql`drop index products_clicks_id_idx`.execute(db);
  await sql`alter table products set (fillfactor = 85)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table products reset (fillfactor)`.execute(db);
  await sql`create index products_clicks_id_idx on products (clicks, id)`.execute(db);
  await sql`create index products_clicks_idx on products (clicks desc, id)`.execute(db);
}
