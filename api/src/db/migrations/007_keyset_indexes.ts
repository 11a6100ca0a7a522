import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the product list's keyset pages: each sort needs an index on (sort key, id) that a row comparison
 * can seek into and read in either direction. 002 has them for createdAt, price, rating and title; rankingNumber
 * had one only behind is_active (staff lists do not filter on it), and clicks one ordered (clicks desc, id asc),
 * which cannot serve the list's (clicks, id) in one direction.
 *
 * The user search's trigram index may hold a pending list (GIN's fast update) from earlier bulk imports, which every
 * search reads in full until a vacuum merges it, and PGlite never vacuums on its own: merged once here; the
 * users repository merges it after each import.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index products_ranking_id_idx on products (ranking_number, id)`.execute(db);
  await sql`create index products_clicks_id_idx on products (clicks, id)`.execute(db);
  await sql`select gin_clean_pending_list('users_search_text_trgm_idx')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index products_clicks_id_idx`.execute(db);
  await sql`drop index products_ranking_id_idx`.execute(db);
}
