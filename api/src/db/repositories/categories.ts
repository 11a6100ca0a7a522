import { sql, type Kysely, type Transaction } from 'kysely';
import { DEFAULT_PRODUCT_COUNT_CACHE_MS, type CategorySortField } from '../../constants.js';
import type { CategoryRow, CategoryRowUpdate, NewCategoryRow } from '../catalog-types.js';
import { createLocalCatalogEvents, type CatalogEvents } from '../../services/catalog-events.js';
import type { Database } from '../types.js';
import { createShortCache } from './count-cache.js';
import { refusable, refuse } from './refusal.js';
import { isUuid } from '../../utils/validator.js';

export interface CategoryListQuery {
  isActive?: boolean;
  featured?: boolean;
  /** A parent's id; null = top-level categories only; undefined = any. */
  parentId?: string | null;
  sortField: CategorySortField;
  sortDesc: boolean;
  limit?: number;
}

type Db = Kysely<Database> | Transaction<Database>;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Why a category write was refused (the route answers each). */
export type CategoryRefusal =
  | { rule: 'parent-missing' }
  | { rule: 'parent-cycle' }
  | { rule: 'missing' }
  | { rule: 'has-children'; count: number }
  | { rule: 'has-products'; count: number }
  | { rule: 'not-siblings' };

/** Refuses a parent that does not exist, or that is the category itself or one of its descendants. */
async function assertValidParent(trx: Db, parentId: string, categoryId?: string) {
  const parent = await trx.selectFrom('categories').select('id').where('id', '=', parentId).executeTakeFirst();
  if (!parent) refuse<CategoryRefusal>({ rule: 'parent-missing' });
  if (!categoryId) return;
  const ancestors = await sql<{ id: string }>`
    with recursive chain as (
      select id, parent_id from categories where id = ${parentId}
      union
      select c.id, c.parent_id from categories c join chain on c.id = chain.parent_id
    )
    select id from chain`.execute(trx);
  if (ancestors.rows.some((row) => row.id === categoryId)) refuse<CategoryRefusal>({ rule: 'parent-cycle' });
}

/**
 * Category writes that read before they write take this lock first (share row exclusive conflicts with itself
 * and with every row write), so they run one at a time. Two concurrent moves could otherwise form a parent loop,
 * and a writer that locked rows first (select ... for update) deadlocked with one holding the table lock.
 */
const lockCategories = (trx: Db) => sql`lock table categories in share row exclusive mode`.execute(trx);

export function createCategoriesRepository(
  db: Kysely<Database>,
  events: CatalogEvents = createLocalCatalogEvents(),
  subtreeCacheMs = DEFAULT_PRODUCT_COUNT_CACHE_MS,
) {
  // The product list resolves ?category= on every request; the tree changes only through this repository (in any
  // API process: each one's change reaches the others through `events`).
  const subtrees = createShortCache<string[]>(subtreeCacheMs);
  events.onChange(() => subtrees.clear());
  /** Runs a write; every category write goes through here, so that every process drops what it cached of them. */
  const writing = async <T>(write: () => Promise<T>): Promise<T> => {
    subtrees.clear();
    try {
      return await write();
    } finally {
      await events.changed();
    }
  };
  const repo = {
    findById: (id: string, executor: Db = db) =>
      executor.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst(),

    /** By id when the key looks like a UUID, else by slug. */
    findByKey: (key: string) =>
      db
        .selectFrom('categories')
        .selectAll()
        .where(isUuid(key) ? 'id' : 'slug', '=', isUuid(key) ? key : key.toLowerCase())
        .executeTakeFirst(),

    /** The category (by id or slug) and all its descendants' ids; [] when unknown. */
    idsWithDescendants: (key: string): Promise<string[]> => subtrees.get(key.toLowerCase(), () => repo.loadIdsWithDescendants(key)),

    async loadIdsWithDescendants(key: string): Promise<string[]> {
      const byId = isUuid(key);
      const result = await sql<{ id: string }>`
        with recursive tree as (
          select id from categories where ${byId ? sql`id = ${key}::uuid` : sql`slug = ${key.toLowerCase()}`}
          union
          select c.id from categories c join tree on c.parent_id = tree.id
        )
        select id from tree`.execute(db);
      return result.rows.map((row) => row.id);
    },

    list(query: CategoryListQuery) {
      const direction = query.sortDesc ? 'desc' : 'asc';
      let select = db.selectFrom('categories').selectAll();
      if (query.isActive !== undefined) select = select.where('isActive', '=', query.isActive);
      if (query.featured !== undefined) select = select.where('featured', '=', query.featured);
      if (query.parentId === null) select = select.where('parentId', 'is', null);
      else if (query.parentId) select = select.where('parentId', '=', query.parentId);
      select = select
        .orderBy(query.sortField === 'name' ? sql`lower(name)` : sql.ref(query.sortField), direction)
        .orderBy('name')
        .orderBy('id');
      if (query.limit) select = select.limit(query.limit);
      return select.execute();
    },

    search: (text: string, limit: number, isActive?: boolean) => {
      let select = db
        .selectFrom('categories')
        .selectAll()
        .where(sql`lower(name)`, 'like', `%${escapeLike(text.trim().toLowerCase())}%`);
      if (isActive !== undefined) select = select.where('isActive', '=', isActive);
      return select.orderBy('sortOrder').orderBy('name').limit(limit).execute();
    },

    slugTaken: async (slug: string, exceptId?: string) => {
      let select = db.selectFrom('categories').select('id').where('slug', '=', slug);
      if (exceptId) select = select.where('id', '!=', exceptId);
      return !!(await select.executeTakeFirst());
    },

    create: (values: NewCategoryRow) =>
      refusable<CategoryRow, CategoryRefusal>(() => writing(() => db.transaction().execute(async (trx) => {
        if (values.parentId) await assertValidParent(trx, values.parentId);
        return trx.insertInto('categories').values(values).returningAll().executeTakeFirstOrThrow();
      }))),

    /** The updated row; undefined when there is no such category. */
    update: (id: string, values: CategoryRowUpdate) =>
      refusable<CategoryRow | undefined, CategoryRefusal>(() => writing(() => db.transaction().execute(async (trx) => {
        await lockCategories(trx);
        if (!(await repo.findById(id, trx))) return undefined;
        if (values.parentId) await assertValidParent(trx, values.parentId, id);
        return trx
          .updateTable('categories')
          .set({ ...values, updatedAt: sql`now()` })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
      }))),

    /** Deletes a category that has no sub-categories and no products; refused otherwise, or when it is missing. */
    delete: (id: string) =>
      refusable<void, CategoryRefusal>(() => writing(() => db.transaction().execute(async (trx) => {
        await lockCategories(trx);
        const category = await trx.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst();
        if (!category) refuse<CategoryRefusal>({ rule: 'missing' });
        const children = await trx
          .selectFrom('categories')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('parentId', '=', id)
          .executeTakeFirstOrThrow();
        if (Number(children.count)) refuse<CategoryRefusal>({ rule: 'has-children', count: Number(children.count) });
        const products = await trx
          .selectFrom('products')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('categoryId', '=', id)
          .executeTakeFirstOrThrow();
        if (Number(products.count)) refuse<CategoryRefusal>({ rule: 'has-products', count: Number(products.count) });
        await trx.deleteFrom('categories').where('id', '=', id).execute();
      }))),

    toggleFeatured: (id: string) =>
      writing(() =>
        db
          .updateTable('categories')
          .set((eb) => ({ featured: eb.not('featured'), updatedAt: sql`now()` }))
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst(),
      ),

    /** Sets sortOrder 0..n-1 in the given order; all ids must exist and share one parent. */
    reorder: (ids: string[]) =>
      refusable<number, CategoryRefusal>(() => writing(() => db.transaction().execute(async (trx) => {
        await lockCategories(trx);
        const rows = await trx.selectFrom('categories').select(['id', 'parentId']).where('id', 'in', ids).execute();
        if (rows.length !== ids.length) refuse<CategoryRefusal>({ rule: 'missing' });
        if (new Set(rows.map((row) => row.parentId)).size > 1) refuse<CategoryRefusal>({ rule: 'not-siblings' });
        for (const [index, id] of ids.entries()) {
          await trx.updateTable('categories').set({ sortOrder: index, updatedAt: sql`now()` }).where('id', '=', id).execute();
        }
        return ids.length;
      }))),

    /** Recomputes every category's productCount (active products). */
    updateCounts: () =>
      writing(async () => {
        const result = await db
          .updateTable('categories')
          .set({
            productCount: sql`(select count(*) from products where products.category_id = categories.id and products.is_active)`,
          })
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      }),

    countAll: async () =>
      Number((await db.selectFrom('categories').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count),
  };
  return repo;
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
