import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction } from 'kysely';
import {
  DEFAULT_PRODUCT_COUNT_CACHE_MS,
  PRODUCT_LIMITS,
  type LINK_STATUSES,
  type ProductBulkAction,
  type ProductSortField,
} from '../../constants.js';
import type { NewProductRow, ProductRowUpdate } from '../catalog-types.js';
import type { Database } from '../types.js';
import { createLocalCatalogEvents, type CatalogEvents } from '../../services/catalog-events.js';
import { createCountCache } from './count-cache.js';
import { LINK_UNCHECKED } from './link-checks.js';
import { refusable, refuse } from './refusal.js';
import { isUuid } from '../../utils/validator.js';
import { addHits, nthHit, nthHitSql, type HitCount, type HitWindow } from '../rate-limit-hits.js';

/** Why a product write was refused (the route answers each). */
export type ProductRefusal = { rule: 'tags-full'; products: number } | { rule: 'missing' };

type LinkStatus = (typeof LINK_STATUSES)[number];

/** A visitor's click on a product, to claim the visitor's window with. */
export interface ClickClaim {
  productId: string;
  visitorHash: string;
  /** The client (and route) the click counts against when claimed with a limit. */
  limitKey?: string;
}
/** A claim's outcome: `click` unless the product is missing or inactive or the limit is passed; `hit` with a limit. */
export interface ClaimAnswer {
  click?: ClaimedClick;
  hit?: HitCount;
}
export interface ClaimedClick {
  clicks: number;
  fresh: boolean;
  affiliateLink: string;
}
const claimKey = (claim: ClickClaim) => `${claim.productId.toLowerCase()}|${claim.visitorHash}`;

export interface ProductFilters {
  search?: string;
  /** Already resolved: the category and its sub-categories. An empty array matches nothing. */
  categoryIds?: string[];
  minPrice?: number;
  maxPrice?: number;
  merchantName?: string;
  featured?: boolean;
  minRating?: number;
  tag?: string;
  isActive?: boolean;
  createdBy?: string;
  linkStatus?: LinkStatus;
}

/**
 * Where a keyset page starts: just after this row in the list's order. `value` is the row's sort key as the
 * database writes it as text (exact: a timestamp keeps its microseconds), null for a product without a price
 * or rating; `id` breaks ties.
 */
export interface ProductListAfter {
  value: string | null;
  id: string;
}

export interface ProductListQuery extends ProductFilters {
  sortField: ProductSortField;
  sortDesc: boolean;
  limit: number;
  offset: number;
  /** Keyset position (then `offset` is ignored): the cost of a page does not grow with its depth. */
  after?: ProductListAfter;
}

type Db = Kysely<Database> | Transaction<Database>;
type ProductsEb = ExpressionBuilder<Database, 'products'>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const INTEGER = /^\d{1,9}$/;

function filterExpression(eb: ProductsEb, filters: ProductFilters): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  const search = filters.search?.trim();
  if (search) {
    // lower(title) like ... uses the trigram index products_title_trgm_idx.
    const titleMatch = sql<SqlBool>`lower(${sql.ref('products.title')}) like ${`%${escapeLike(search.toLowerCase())}%`}`;
    conditions.push(
      INTEGER.test(search) ? eb.or([titleMatch, eb('products.rankingNumber', '=', Number(search))]) : titleMatch,
    );
  }
  if (filters.categoryIds) {
    conditions.push(filters.categoryIds.length ? eb('products.categoryId', 'in', filters.categoryIds) : sql<SqlBool>`false`);
  }
  if (filters.minPrice !== undefined) conditions.push(eb('products.price', '>=', filters.minPrice));
  if (filters.maxPrice !== undefined) conditions.push(eb('products.price', '<=', filters.maxPrice));
  if (filters.merchantName?.trim()) {
    conditions.push(eb(sql`lower(${sql.ref('products.merchantName')})`, '=', filters.merchantName.trim().toLowerCase()));
  }
  if (filters.featured !== undefined) conditions.push(eb('products.featured', '=', filters.featured));
  if (filters.minRating !== undefined) conditions.push(eb('products.rating', '>=', filters.minRating));
  if (filters.tag?.trim()) conditions.push(sql<SqlBool>`${sql.ref('products.tags')} @> array[${filters.tag.trim()}]::text[]`);
  if (filters.isActive !== undefined) conditions.push(eb('products.isActive', '=', filters.isActive));
  if (filters.createdBy) conditions.push(eb('products.createdBy', '=', filters.createdBy));
  if (filters.linkStatus) conditions.push(eb('products.linkStatus', '=', filters.linkStatus));
  return eb.and(conditions);
}

/** Products with their category's name and slug. */
const selectProducts = (db: Db) =>
  db
    .selectFrom('products')
    .leftJoin('categories', 'categories.id', 'products.categoryId')
    .selectAll('products')
    .select(['categories.name as categoryName', 'categories.slug as categorySlug']);

export type ProductWithCategory = Awaited<ReturnType<ReturnType<typeof selectProducts>['executeTakeFirstOrThrow']>>;

/** Keeps categories.product_count (active products) in step after product writes. */
async function refreshCategoryCounts(executor: Db, categoryIds: (string | null | undefined)[]) {
  const ids = [...new Set(categoryIds.filter((id): id is string => !!id))];
  if (!ids.length) return;
  await executor
    .updateTable('categories')
    .set({
      productCount: sql`(select count(*) from products where products.category_id = categories.id and products.is_active)`,
    })
    .where('id', 'in', ids)
    .execute();
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * Updates rows that all set the same columns in one statement. Their values travel as one JSON array read with the
 * products table's own row type (jsonb_populate_recordset), so each column arrives with its type and no casts;
 * `constant` (e.g. a link check reset) is set on every row.
 */
async function updateMany(trx: Db, rows: { id: string; values: ProductRowUpdate }[], constant: Record<string, unknown>) {
  const columns = Object.keys(rows[0].values);
  const json = JSON.stringify(
    rows.map(({ id, values }) => Object.fromEntries([['id', id], ...Object.entries(values).map(([name, value]) => [snakeCase(name), value])])),
  );
  const assignments = [
    ...columns.map((name) => sql`${sql.ref(name)} = ${sql.ref(`v.${name}`)}`),
    ...Object.entries(constant).map(([name, value]) => sql`${sql.ref(name)} = ${value}`),
    sql`${sql.ref('updatedAt')} = now()`,
  ];
  await sql`update products set ${sql.join(assignments)} from jsonb_populate_recordset(null::products, ${json}::jsonb) as v
    where ${sql.ref('products.id')} = ${sql.ref('v.id')}`.execute(trx);
}

export function createProductsRepository(
  db: Kysely<Database>,
  options: { countCacheMs?: number; catalogEvents?: CatalogEvents } = {},
) {
  const counts = createCountCache(options.countCacheMs ?? DEFAULT_PRODUCT_COUNT_CACHE_MS);
  const events = options.catalogEvents ?? createLocalCatalogEvents();
  // A change made by any API process (this one included) drops the totals.
  events.onChange(() => counts.clear());
  /**
   * Runs a write: the cached totals are dropped before it, and every process is told after it (which drops them here
   * again, and every cached answer built from the old rows). Every product write goes through here.
   */
  const writing = async <T>(write: () => Promise<T>): Promise<T> => {
    counts.clear();
    try {
      return await write();
    } finally {
      await events.changed();
    }
  };
  const repo = {
    findById: (id: string, executor: Db = db) => selectProducts(executor).where('products.id', '=', id).executeTakeFirst(),

    /**
     * One page in the list's order: sort key, then id, both ascending or both descending; a missing price or
     * rating sorts last either way. Each row carries `sortKey` (its sort key as text) for the next cursor.
     */
    async list(query: ProductListQuery) {
      const { sortField: field, after } = query;
      const direction = query.sortDesc ? 'desc' : 'asc';
      const nullable = NULLABLE_SORTS.has(field);
      const key = sortExpression(field);
      const rows = (where?: (eb: ProductsEb) => Expression<SqlBool>) =>
        selectProducts(db)
          .select(sql<string | null>`${key}::text`.as('sortKey'))
          .where((eb) => (where ? eb.and([filterExpression(eb, query), where(eb)]) : filterExpression(eb, query)));
      // The products without a sort key, after those with one: ordered by id alone.
      const keyless = (limit: number, afterId?: string) =>
        rows((eb) => eb.and([eb(key, 'is', null), ...(afterId ? [eb('products.id', query.sortDesc ? '<' : '>', afterId)] : [])]))
          .orderBy('products.id', direction)
          .limit(limit)
          .execute();

      if (!after) {
        return rows()
          .orderBy(key, (ob) => (nullable ? ob[direction]().nullsLast() : ob[direction]()))
          .orderBy('products.id', direction)
          .limit(query.limit)
          .offset(query.offset)
          .execute();
      }
      if (after.value === null) return nullable ? keyless(query.limit, after.id) : [];
      // A row comparison, which an index on (key, id) answers by seeking to the position. It leaves out rows
      // without a key, so the order needs no NULLS LAST here (and can read such an index backwards).
      const keyed = await rows(
        () => sql<SqlBool>`(${key}, ${sql.ref('products.id')}) ${sql.raw(query.sortDesc ? '<' : '>')} (cast(${after.value} as ${sql.raw(SORT_TYPES[field])}), cast(${after.id} as uuid))`,
      )
        .orderBy(key, direction)
        .orderBy('products.id', direction)
        .limit(query.limit)
        .execute();
      if (!nullable || keyed.length === query.limit) return keyed;
      return [...keyed, ...(await keyless(query.limit - keyed.length))];
    },

    /** How many products match (cached briefly, see count-cache.ts). */
    count(filters: ProductFilters) {
      const countNow = async () => {
        const row = await db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where((eb) => filterExpression(eb, filters))
          .executeTakeFirstOrThrow();
        return Number(row.count);
      };
      // Link-status totals change with every check (checks do not clear the cache), so they are always counted.
      return filters.linkStatus ? countNow() : counts.get(JSON.stringify(filters), countNow);
    },

    create: (values: NewProductRow) =>
      writing(() => db.transaction().execute(async (trx) => {
        const { id } = await trx.insertInto('products').values(values).returning('id').executeTakeFirstOrThrow();
        await refreshCategoryCounts(trx, [values.categoryId]);
        return (await repo.findById(id, trx))!;
      })),

    update: (id: string, values: ProductRowUpdate) =>
      writing(() => db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('products').select(['categoryId', 'affiliateLink']).where('id', '=', id).forUpdate().executeTakeFirst();
        if (!before) return undefined;
        // A new affiliate link has not been checked: its old result would describe another page.
        const linkChanged = values.affiliateLink !== undefined && values.affiliateLink !== before.affiliateLink;
        await trx
          .updateTable('products')
          .set({ ...values, ...(linkChanged ? LINK_UNCHECKED : {}), updatedAt: sql`now()` })
          .where('id', '=', id)
          .execute();
        await refreshCategoryCounts(trx, [before.categoryId, values.categoryId]);
        return repo.findById(id, trx);
      })),

    delete: (id: string) =>
      writing(() => db.transaction().execute(async (trx) => {
        const row = await trx.deleteFrom('products').where('id', '=', id).returning(['id', 'categoryId']).executeTakeFirst();
        if (row) await refreshCategoryCounts(trx, [row.categoryId]);
        return row;
      })),
    /** Which of these ids are products (an import's updates); ids that are not UUIDs are never asked. */
    async existingIds(ids: string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (let start = 0; start < ids.length; start += IMPORT_INSERT_ROWS * 10) {
        const rows = await db.selectFrom('products').select('id').where('id', 'in', ids.slice(start, start + IMPORT_INSERT_ROWS * 10)).execute();
        for (const row of rows) found.add(row.id);
      }
      return found;
    },

    /**
     * A bulk action on the products `target` selects (ids, or everything a list filter matches), in one transaction:
     * all or nothing. `found`: how many of the ids exist (when not all do, nothing is changed); `affected`: products
     * changed (one already in the asked state is left alone, so its updatedAt stays).
     */
    bulk: (action: ProductBulkAction, target: { ids: string[] } | { filters: ProductFilters }, extra: { categoryId?: string; tag?: string } = {}) =>
      refusable<{ found: number; affected: number }, ProductRefusal>(() => writing(() => db.transaction().execute(async (trx) => {
        const selected = (eb: ProductsEb) => ('ids' in target ? eb('products.id', 'in', target.ids) : filterExpression(eb, target.filters));
        const scope = trx.selectFrom('products').where(selected);
        const found = Number((await scope.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
        if ('ids' in target && found !== target.ids.length) return { found, affected: 0 };
        const categoryIds = (await scope.select('categoryId').distinct().execute()).map((row) => row.categoryId);
        const tag = extra.tag ?? '';
        const hasTag = sql<SqlBool>`${sql.ref('products.tags')} @> array[${tag}]::text[]`;
        const update = (values: ProductRowUpdate | Record<string, unknown>, unchanged: (eb: ProductsEb) => Expression<SqlBool>) =>
          trx
            .updateTable('products')
            .set({ ...values, updatedAt: sql`now()` })
            .where((eb) => eb.and([selected(eb), eb.not(unchanged(eb))]))
            .executeTakeFirst();
        let result;
        switch (action) {
          case 'activate':
          case 'deactivate':
            result = await update({ isActive: action === 'activate' }, (eb) => eb('products.isActive', '=', action === 'activate'));
            break;
          case 'feature':
          case 'unfeature':
            result = await update({ featured: action === 'feature' }, (eb) => eb('products.featured', '=', action === 'feature'));
            break;
          case 'move':
            result = await update({ categoryId: extra.categoryId }, (eb) => eb('products.categoryId', 'is not distinct from', extra.categoryId!));
            break;
          case 'addTag': {
            // A product at the tag limit fails the whole action: no product gets the tag.
            const full = Number(
              (await scope
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .where((eb) => eb.and([eb.not(hasTag), sql<SqlBool>`cardinality(${sql.ref('products.tags')}) >= ${PRODUCT_LIMITS.tags}`]))
                .executeTakeFirstOrThrow()).n,
            );
            if (full) refuse<ProductRefusal>({ rule: 'tags-full', products: full });
            result = await update({ tags: sql`array_append(${sql.ref('products.tags')}, ${tag})` }, () => hasTag);
            break;
          }
          case 'removeTag':
            result = await update({ tags: sql`array_remove(${sql.ref('products.tags')}, ${tag})` }, (eb) => eb.not(hasTag));
            break;
          case 'delete':
            result = await trx.deleteFrom('products').where(selected).executeTakeFirst();
            break;
        }
        const affected = Number('numDeletedRows' in result ? result.numDeletedRows : result.numUpdatedRows);
        if (['activate', 'deactivate', 'move', 'delete'].includes(action)) await refreshCategoryCounts(trx, [...categoryIds, extra.categoryId]);
        return { found, affected };
      }))),

    /**
     * An import's rows, in one transaction: all or nothing. Creates go in as multi-row inserts; an update whose
     * affiliate link changes forgets the link's last check, as a single update does.
     */
    importRows: (creates: NewProductRow[], updates: { id: string; values: ProductRowUpdate }[]) =>
      refusable<{ created: number; updated: number }, ProductRefusal>(() => writing(() => db.transaction().execute(async (trx) => {
        const touched: (string | null | undefined)[] = [];
        for (let start = 0; start < creates.length; start += IMPORT_INSERT_ROWS) {
          const chunk = creates.slice(start, start + IMPORT_INSERT_ROWS);
          await trx.insertInto('products').values(chunk).execute();
          touched.push(...chunk.map((row) => row.categoryId));
        }
        const before = new Map<string, { categoryId: string | null; affiliateLink: string }>();
        for (let start = 0; start < updates.length; start += IMPORT_INSERT_ROWS) {
          const ids = updates.slice(start, start + IMPORT_INSERT_ROWS).map((update) => update.id);
          const rows = await trx.selectFrom('products').select(['id', 'categoryId', 'affiliateLink']).where('id', 'in', ids).forUpdate().execute();
          for (const row of rows) before.set(row.id, row);
        }
        // Rows that set the same columns (and the same link reset) are written together, IMPORT_INSERT_ROWS a statement.
        const groups = new Map<string, { id: string; values: ProductRowUpdate }[]>();
        for (const update of updates) {
          const previous = before.get(update.id);
          // Deleted by someone else since the file was checked: the whole import stops.
          if (!previous) refuse<ProductRefusal>({ rule: 'missing' });
          const linkChanged = update.values.affiliateLink !== undefined && update.values.affiliateLink !== previous.affiliateLink;
          const key = `${linkChanged}:${Object.keys(update.values).sort().join(',')}`;
          const group = groups.get(key);
          if (group) group.push(update);
          else groups.set(key, [update]);
          touched.push(previous.categoryId, update.values.categoryId);
        }
        for (const [key, group] of groups) {
          for (let start = 0; start < group.length; start += IMPORT_INSERT_ROWS) {
            await updateMany(trx, group.slice(start, start + IMPORT_INSERT_ROWS), key.startsWith('true') ? LINK_UNCHECKED : {});
          }
        }
        await refreshCategoryCounts(trx, touched);
        return { created: creates.length, updated: updates.length };
      }))),

    /** For writes made outside this repository (seed, fill scripts, tests). */
    clearCountCache: () => counts.clear(),

    /**
     * Claims visitors' click windows on active products, many clicks in one statement (the click plugin batches
     * concurrent clicks). Each claim is one atomic upsert: concurrent clicks, from any process, cannot both claim a
     * window. Per claim, in order: `click.fresh` when the click opens a window and is to be recorded, `click.clicks`
     * the product's count as written; no `click` when the product is missing or inactive, or its id no UUID (never
     * sent: one malformed id would fail the whole statement).
     *
     * With `limit`, each claim is also a hit of its `limitKey` against that limit, counted in the same statement by the
     * rate limiter's rule (rate_limit_hits): `hit` is its count, and a claim over the limit claims nothing. A click then
     * costs one round trip instead of two.
     */
    async claimClicks(claims: ClickClaim[], windowMinutes: number, limit?: HitWindow): Promise<ClaimAnswer[]> {
      const keyOf = (claim: ClickClaim) => (limit ? (claim.limitKey ?? '') : '');
      // Each claim's place among its client's hits in the batch (the n-th), and the client's hits in all.
      const keyHits = new Map<string, number>();
      const nth = claims.map((claim) => {
        const n = (keyHits.get(keyOf(claim)) ?? 0) + 1;
        keyHits.set(keyOf(claim), n);
        return n;
      });
      // One row per product, visitor and client key: the batch's first such claim.
      const rowOf = new Map<string, number>();
      const wanted: Array<{ productId: string | null; visitorHash: string; key: string; nth: number; keyHits: number }> = [];
      claims.forEach((claim, i) => {
        const id = `${claimKey(claim)}|${keyOf(claim)}`;
        if (rowOf.has(id)) return;
        rowOf.set(id, wanted.length + 1);
        const key = keyOf(claim);
        wanted.push({ productId: isUuid(claim.productId) ? claim.productId : null, visitorHash: claim.visitorHash, key, nth: nth[i], keyHits: keyHits.get(key)! });
      });
      if (!limit && wanted.every((row) => row.productId === null)) return claims.map(() => ({}));
      const keys = [...keyHits.keys()];
      const hitInput = sql`unnest(${keys}::text[], ${keys.map((key) => keyHits.get(key)!)}::int[]) as i (key, n)`;
      const column = <K extends keyof (typeof wanted)[number]>(name: K) => wanted.map((row) => row[name]);
      const { rows } = await sql<{ ord: string; isActive: boolean | null; affiliateLink: string; clicks: number; fresh: boolean; hits?: number; ttl?: number }>`
        with wanted as (
          select * from unnest(
            ${column('productId')}::uuid[], ${column('visitorHash')}::text[], ${column('key')}::text[], ${column('nth')}::int[], ${column('keyHits')}::int[]
          ) with ordinality as w (product_id, visitor_hash, key, nth, key_hits, ord)
        )${limit ? sql`, hits as (${addHits(hitInput, limit)})` : sql``},
        claimed as (
          -- A window is claimed once per statement (ON CONFLICT cannot touch a row twice): a repeat in the batch is not
          -- fresh. In product and visitor order: concurrent batches (other processes) lock the windows in one order.
          insert into click_windows (product_id, visitor_hash, until)
          select distinct on (w.product_id, w.visitor_hash) w.product_id, w.visitor_hash, now() + make_interval(mins => ${windowMinutes})
          from wanted w join products p on p.id = w.product_id and p.is_active
          ${limit ? sql`join hits h on h.key = w.key where ${nthHitSql('h.hits', 'w.key_hits', 'w.nth')} <= ${limit.max}::int` : sql``}
          order by w.product_id, w.visitor_hash
          on conflict (product_id, visitor_hash) do update set until = excluded.until where click_windows.until <= now()
          returning product_id, visitor_hash
        )
        select w.ord, p.is_active, p.affiliate_link, p.clicks,
          exists (select 1 from claimed c where c.product_id = w.product_id and c.visitor_hash = w.visitor_hash) as fresh
          ${limit ? sql`, h.hits, h.ttl` : sql``}
        from wanted w left join products p on p.id = w.product_id
        ${limit ? sql`join hits h on h.key = w.key` : sql``}`.execute(db);
      const answers = new Map(rows.map((row) => [Number(row.ord), row]));
      const answered = new Set<string>();
      return claims.map((claim, i) => {
        const row = answers.get(rowOf.get(`${claimKey(claim)}|${keyOf(claim)}`)!)!;
        const hit = limit ? { current: nthHit(Number(row.hits), keyHits.get(keyOf(claim))!, nth[i]), ttl: Number(row.ttl) } : undefined;
        if (!row.isActive || (hit && hit.current > limit!.max)) return { hit };
        const fresh = row.fresh && !answered.has(claimKey(claim));
        answered.add(claimKey(claim));
        return { hit, click: { clicks: Number(row.clicks), fresh, affiliateLink: row.affiliateLink } };
      });
    },

    async dashboardCounts() {
      const row = await db
        .selectFrom('products')
        .select((eb) => [
          eb.fn.countAll<number>().as('products'),
          eb.fn.countAll<number>().filterWhere('featured', '=', true).as('featured'),
          eb.fn.countAll<number>().filterWhere('isActive', '=', false).as('inactive'),
        ])
        .executeTakeFirstOrThrow();
      return { products: Number(row.products), featured: Number(row.featured), inactive: Number(row.inactive) };
    },

    topClicked: (limit: number) =>
      db
        .selectFrom('products')
        .select(['id', 'title', 'clicks', 'featuredImage'])
        .orderBy('clicks', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute(),
  };
  return repo;
}

/** Rows per INSERT of an import (17 columns each: well under PostgreSQL's 65,535 parameters). */
const IMPORT_INSERT_ROWS = 500;

/** Sorts whose key may be missing (no price, no rating yet). */
const NULLABLE_SORTS = new Set<ProductSortField>(['price', 'rating']);
/** Each sort key's column type, to read a cursor's text back as the column's value. */
const SORT_TYPES: Record<ProductSortField, string> = {
  createdAt: 'timestamptz',
  price: 'numeric',
  rating: 'numeric',
  title: 'text',
  rankingNumber: 'integer',
  clicks: 'integer',
};

function sortExpression(field: ProductSortField) {
  return sql.ref(`products.${field}`);
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
