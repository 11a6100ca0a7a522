import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { MESSAGES, type Role, type UserSortField } from '../../constants.js';
import { conflict } from '../../utils/http-error.js';
import type { NewUserRow, UserRow, UserRowUpdate } from '../accounts-types.js';
import type { Database } from '../types.js';

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
  if (Number(count) === 0) throw conflict(MESSAGES.lastAdmin);
}

export function createUsersRepository(db: Kysely<Database>) {
  const repo = {
    findById: (id: string, executor: Db = db) =>
      executor.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

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

    create: (values: NewUserRow) => db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow(),

    /** All rows in one transaction: every row is written or none. */
    createMany: (rows: NewUserRow[]) =>
      db.transaction().execute(async (trx) => {
        let created = 0;
        for (let start = 0; start < rows.length; start += 500) {
          const result = await trx.insertInto('users').values(rows.slice(start, start + 500)).executeTakeFirst();
          created += Number(result.numInsertedOrUpdatedRows ?? 0);
        }
        return created;
      }),

    /** Updates one user; refused if it would leave no active admin. */
    update: (id: string, values: UserRowUpdate) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('users')
          .set({ ...values, updatedAt: sql`now()` })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (row && (values.role !== undefined || values.isActive !== undefined)) await ensureActiveAdminRemains(trx);
        return row;
      }),

    recordLogin: (id: string) =>
      db.updateTable('users').set({ lastLogin: sql`now()` }).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),

    /** Deletes, activates or deactivates all `ids` or none; returns how many rows it touched. */
    applyToMany: (action: BulkAction, ids: string[]) =>
      db.transaction().execute(async (trx) => {
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
      }),

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

    /** `total` matches the filters; `unfilteredTotal` ignores search/role/isActive (not onlyId). */
    async count(filters: UserFilters) {
      const countWhere = async (withFilters: boolean) => {
        let select = db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count'));
        if (withFilters) select = select.where((eb) => filterExpression(eb, filters));
        if (filters.onlyId) select = select.where('id', '=', filters.onlyId);
        return Number((await select.executeTakeFirstOrThrow()).count);
      };
      const filtered = !!(filters.search?.trim() || filters.role || filters.isActive !== undefined);
      const [unfilteredTotal, total] = await Promise.all([countWhere(false), filtered ? countWhere(true) : undefined]);
      return { total: total ?? unfilteredTotal, unfilteredTotal };
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
