import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { USER_COUNT_CACHE_MS, type Role, type UserSortField } from '../../constants.js';
import type { NewUserRow, UserRow, UserRowUpdate } from '../accounts-types.js';
import type { Database } from '../types.js';
import { createCountCache } from './count-cache.js';
import { refusable, refuse } from './refusal.js';

/** Why a user write was refused: it would leave no active admin (the route answers it). */
export type UserRefusal = { rule: 'last-admin' };

export interface UserFilters {
  search?: string;
  role?: Role;
  isActive?: boolean;
  /** Restricts the directory to one user (a plain user sees only themself). */
  onlyId?: string;
}

export interface UserListQuery extends UserFilters {
  sortField: UserSortField;
  sortDesc: boolean;
  limit: number;
  offset: number;
}

export type BulkAction = 'activate' | 'deactivate' | 'delete';

/** What a list page already tells about its total: where it started, its size, and how many rows it got. */
export interface PageSeen {
  offset: number;
  limit: number;
  rows: number;
}

type Db = Kysely<Database> | Transaction<Database>;
type UsersEb = ExpressionBuilder<Database, 'users'>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filterExpression(eb: UsersEb, filters: UserFilters): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  const search = filters.search?.trim();
  if (search) {
    conditions.push(eb('searchText', 'like', `%${escapeLike(search.toLowerCase())}%`));
  }
  if (filters.role) conditions.push(eb('role', '=', filters.role));
  if (filters.isActive !== undefined) conditions.push(eb('isActive', '=', filters.isActive));
  return eb.and(conditions);
}

const lower = (column: 'username' | 'email' | 'fullName') => sql<string>`lower(${sql.ref(column)})`;

const ADMIN_CHECK_LOCK = 7_413_001;

/** After a write inside `trx`: refuse (and so roll back) if no active admin is left. */
async function ensureActiveAdminRemains(trx: Transaction<Database>): Promise<void> {
  // Serialises the check: a concurrent transaction removing another admin counts after this one commits.
  await sql`select pg_advisory_xact_lock(${ADMIN_CHECK_LOCK})`.execute(trx);
  const { count } = await trx
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'admin')
    .where('isActive', '=', true)
    .executeTakeFirstOrThrow();
  if (Number(count) === 0) refuse<UserRefusal>({ rule: 'last-admin' });
}

const isFiltered = (filters: UserFilters) => !!(filters.search?.trim() || filters.role || filters.isActive !== undefined);

export function createUsersRepository(db: Kysely<Database>, options: { countCacheMs?: number } = {}) {
  // Totals of the admin list, by filter (see count-cache.ts). Every user write here clears them; another API
  // process's write shows in this one's totals within the cache's few seconds.
  const counts = createCountCache(options.countCacheMs ?? USER_COUNT_CACHE_MS);
  const writing = async <T>(write: () => Promise<T>): Promise<T> => {
    counts.clear();
    try {
      return await write();
    } finally {
      counts.clear();
    }
  };
  const countWhere = (filters: UserFilters, withFilters: boolean) =>
    counts.get(JSON.stringify([withFilters, filters.onlyId ?? null, ...(withFilters ? [filters.search?.trim(), filters.role, filters.isActive] : [])]), async () => {
      let select = db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count'));
      if (withFilters) select = select.where((eb) => filterExpression(eb, filters));
      if (filters.onlyId) select = select.where('id', '=', filters.onlyId);
      return Number((await select.executeTakeFirstOrThrow()).count);
    });

  const repo = {
    findById: (id: string, executor: Db = db) =>
      executor.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * The user a token names, and whether that token was signed out: one query where the signed-out tokens are
     * in the database (no Redis), instead of two on every authenticated request.
     */
    findWithTokenState: async (id: string, jti: string) => {
      const row = await db
        .selectFrom('users')
        .selectAll('users')
        .select((eb) => eb.exists(eb.selectFrom('revokedTokens').select('jti').where('jti', '=', jti)).as('tokenRevoked'))
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const { tokenRevoked, ...user } = row;
      return { user: user as UserRow, revoked: !!tokenRevoked };
    },

    findByUsername: (username: string) =>
      db.selectFrom('users').selectAll().where(lower('username'), '=', username.toLowerCase()).executeTakeFirst(),

    /** Which of username/email already belong to someone other than `exceptId`. */
    async findTaken(values: { username?: string; email?: string }, exceptId?: string) {
      const { username, email } = values;
      if (!username && !email) return { username: false, email: false };
      const rows = await db
        .selectFrom('users')
        .select(['username', 'email'])
        .where((eb) =>
          eb.and([
            eb.or([
              ...(username ? [eb(lower('username'), '=', username.toLowerCase())] : []),
              ...(email ? [eb(lower('email'), '=', email.toLowerCase())] : []),
            ]),
            ...(exceptId ? [eb('id', '!=', exceptId)] : []),
          ]),
        )
        .execute();
      return {
        username: !!username && rows.some((row) => row.username.toLowerCase() === username.toLowerCase()),
        email: !!email && rows.some((row) => row.email.toLowerCase() === email.toLowerCase()),
      };
    },

    /** Usernames and emails (lower-cased) among the given ones that already exist. */
    async findExisting(usernames: string[], emails: string[]) {
      if (!usernames.length && !emails.length) return { usernames: new Set<string>(), emails: new Set<string>() };
      const lowerUsernames = usernames.map((value) => value.toLowerCase());
      const lowerEmails = emails.map((value) => value.toLowerCase());
      const rows = await db
        .selectFrom('users')
        .select([lower('username').as('username'), lower('email').as('email')])
        .where((eb) =>
          eb.or([
            ...(lowerUsernames.length ? [eb(lower('username'), 'in', lowerUsernames)] : []),
            ...(lowerEmails.length ? [eb(lower('email'), 'in', lowerEmails)] : []),
          ]),
        )
        .execute();
      return { usernames: new Set(rows.map((row) => row.username)), emails: new Set(rows.map((row) => row.email)) };
    },

    create: (values: NewUserRow) => writing(() => db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow()),

    /** All rows in one transaction: every row is written or none. */
    createMany: (rows: NewUserRow[]) =>
      writing(async () => {
        const created = await db.transaction().execute(async (trx) => {
          let count = 0;
          for (let start = 0; start < rows.length; start += 500) {
            const result = await trx.insertInto('users').values(rows.slice(start, start + 500)).executeTakeFirst();
            count += Number(result.numInsertedOrUpdatedRows ?? 0);
          }
          return count;
        });
        // A bulk insert leaves its search entries in the trigram index's pending list, which every search then reads
        // in full until a vacuum (PGlite has none): merged now (10,000 users: 12-117 ms per search before, 0.03 ms
        // after). Only the index's owner may merge; for another role, PostgreSQL's autovacuum does it later.
        await sql`select gin_clean_pending_list('users_search_text_trgm_idx')`.execute(db).catch(() => undefined);
        return created;
      }),

    /** Updates one user; refused if it would leave no active admin. */
    update: (id: string, values: UserRowUpdate) =>
      refusable<UserRow | undefined, UserRefusal>(() => writing(() => db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('users')
          .set({ ...values, updatedAt: sql`now()` })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (row && (values.role !== undefined || values.isActive !== undefined)) await ensureActiveAdminRemains(trx);
        return row;
      }))),

    recordLogin: (id: string) =>
      db.updateTable('users').set({ lastLogin: sql`now()` }).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),

    /** Deletes, activates or deactivates all `ids` or none; returns how many rows it touched. */
    applyToMany: (action: BulkAction, ids: string[]) =>
      refusable<{ found: number; affected: number }, UserRefusal>(() => writing(() => db.transaction().execute(async (trx) => {
        const found = await trx.selectFrom('users').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
        if (found.length !== ids.length) return { found: found.length, affected: 0 };
        const result =
          action === 'delete'
            ? await trx.deleteFrom('users').where('id', 'in', ids).executeTakeFirst()
            : await trx
                .updateTable('users')
                .set({ isActive: action === 'activate', updatedAt: sql`now()` })
                .where('id', 'in', ids)
                .executeTakeFirst();
        await ensureActiveAdminRemains(trx);
        const affected = 'numDeletedRows' in result ? result.numDeletedRows : result.numUpdatedRows;
        return { found: found.length, affected: Number(affected) };
      }))),

    async list(query: UserListQuery) {
      const direction = query.sortDesc ? 'desc' : 'asc';
      let select = db
        .selectFrom('users')
        .selectAll()
        .where((eb) => filterExpression(eb, query));
      if (query.onlyId) select = select.where('id', '=', query.onlyId);
      const rows = await select
        .orderBy(sortExpression(query.sortField), (ob) => (query.sortField === 'lastLogin' ? ob[direction]().nullsLast() : ob[direction]()))
        .orderBy('id', direction)
        .limit(query.limit)
        .offset(query.offset)
        .execute();
      return rows;
    },

    /** Users ignoring search/role/isActive (not onlyId): cached briefly, so the list does not count it per request. */
    unfilteredTotal: (filters: UserFilters) => countWhere(filters, false),

    /**
     * How many users match `filters`, for a list page already read. A page that is not full ends the list (unless
     * it is an empty page past the end), so its total is known without counting; otherwise the count is cached
     * briefly per filter, so paging through one search counts it once.
     */
    total(filters: UserFilters, page: PageSeen): Promise<number> {
      if (page.rows < page.limit && (page.rows > 0 || page.offset === 0)) return Promise.resolve(page.offset + page.rows);
      return countWhere(filters, isFiltered(filters));
    },

    /** Every matching user in list order, fetched in batches (the export streams it). */
    async *iterate(query: Omit<UserListQuery, 'limit' | 'offset'>, batchSize = 500): AsyncGenerator<UserRow> {
      for (let offset = 0; ; offset += batchSize) {
        const rows = await repo.list({ ...query, limit: batchSize, offset });
        yield* rows;
        if (rows.length < batchSize) return;
      }
    },

    countAll: async () =>
      Number((await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count),
  };
  return repo;
}

function sortExpression(field: UserSortField) {
  if (field === 'fullName') return lower('fullName');
  if (field === 'email') return lower('email');
  return sql.ref(field);
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
