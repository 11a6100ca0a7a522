import { sql, type Kysely } from 'kysely';

/**
 * One row counting the catalogue's changes: every product or category write adds one. Whatever keeps rendered
 * catalogue pages (the shell's server-rendered pages, a CDN) asks for it and drops its copies when it moves, so
 * an admin's change reaches visitors within that poll, whichever API process made it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table catalog_version (
      id boolean primary key default true check (id),
      version bigint not null default 0,
      changed_at timestamptz not null default now()
    )`.execute(db);
  await sql`insert into catalog_version default values`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table catalog_version`.execute(db);
}
