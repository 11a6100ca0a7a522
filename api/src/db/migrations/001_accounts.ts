import { sql, type Kysely } from 'kysely';

// One statement per call: PGlite's extended protocol runs a single statement at a time.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    create table users (
      id uuid primary key default gen_random_uuid(),
      full_name text not null,
      username text not null,
      email text not null,
      mobile_number text,
      role text not null default 'user' check (role in ('admin', 'doctor', 'nurse', 'receptionist', 'user')),
      is_active boolean not null default true,
      password_hash text not null,
      token_version integer not null default 0,
      occupation text,
      address text,
      date_of_birth date,
      gender text,
      subscription text not null default 'Free',
      profile_picture text not null default 'default.jpg',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      last_login timestamptz,
      created_by uuid references users (id) on delete set null,
      -- What the list's search box matches: one lower-cased text, one trigram index, one LIKE per row.
      search_text text generated always as (
        lower(full_name || ' ' || username || ' ' || email || ' ' || coalesce(mobile_number, ''))
      ) stored
    )`.execute(db);
  // Usernames and emails are unique whatever their case.
  await sql`create unique index users_username_key on users (lower(username))`.execute(db);
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);
  // The list's sorts (each with the id tie-breaker; read backwards for descending) and filters.
  await sql`create index users_created_at_idx on users (created_at, id)`.execute(db);
  await sql`create index users_last_login_idx on users (last_login, id)`.execute(db);
  await sql`create index users_full_name_idx on users (lower(full_name), id)`.execute(db);
  await sql`create index users_role_idx on users (role, created_at, id)`.execute(db);
  await sql`create index users_is_active_idx on users (is_active, created_at, id)`.execute(db);
  // Case-insensitive substring search over fullName, username, email and mobileNumber.
  await sql`create index users_search_text_trgm_idx on users using gin (search_text gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table users`.execute(db);
}
