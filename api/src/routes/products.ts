import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  CATALOG_MESSAGES as M,
  CLICK_DEDUP_WINDOW_MINUTES,
  MAX_PAGE_SIZE,
  PRODUCT_LIST_MAX_OFFSET_ROWS,
  PRODUCTS_PAGE_SIZE,
} from '../constants.js';
import type { ProductFilters } from '../db/repositories/products.js';
import {
  errorResponses,
  IdParams,
  MessageResponse,
  ClickResponse,
  FeaturedQuery,
  MerchantParams,
  ProductBody,
  ProductListQuery,
  ProductListResponse,
  ProductResponse,
  ProductSearchQuery,
  ProductShortListResponse,
  ShortListQuery,
  TagParams,
} from '@app/contracts';
import { productViewFor, toProductView } from '../services/catalog-view.js';
import { createProductCursors, cursorScope } from '../services/product-cursor.js';
import { toNewProductRow, toProductColumns } from '../services/product-input.js';
import { parseProductSort, productFilters, seesInactive } from '../services/product-query.js';
import { badRequest, notFound } from '../utils/http-error.js';

const tags = ['products'];
const security = [{ bearerAuth: [] }];

const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const products = app.repos.products;
  const categories = app.repos.categories;
  const admin = app.requirePermission('manageCatalog');
  const cursors = createProductCursors(app.config.jwtSecret);

  /** A short list (no pagination): `{ products, count }`. */
  async function shortList(request: FastifyRequest, filters: ProductFilters, limit: number, sort = '-createdAt') {
    const visible = seesInactive(request.user) ? filters : { ...filters, isActive: true };
    const rows = await products.list({ ...visible, ...parseProductSort(sort), limit, offset: 0 });
    return { success: true as const, products: rows.map(productViewFor(request.user)), count: rows.length };
  }

  async function assertCategoryExists(categoryId: string | null | undefined) {
    if (categoryId && !(await categories.findById(categoryId))) {
      throw badRequest(M.categoryNotFound, [{ field: 'category', message: M.categoryNotFound }]);
    }
  }

  app.get(
    '/',
    {
      // The catalogue's URL may carry empty filters (minPrice=&page=): empty means "no filter".
      preValidation: async (request) => {
        const query = request.query as Record<string, unknown>;
        for (const key of Object.keys(query)) if (query[key] === '') delete query[key];
      },
      config: { publicCache: true },
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: 'Products: filtered, sorted, paginated (active only without a staff/admin token)',
        querystring: ProductListQuery,
        response: { 200: ProductListResponse, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { cursor } = request.query;
      const limit = request.query.limit ?? PRODUCTS_PAGE_SIZE;
      if (cursor && (request.query.page ?? 1) > 1) throw badRequest(M.cursorWithPage);
      const scope = cursorScope(request.query);
      const after = cursor ? cursors.decode(cursor, scope) : undefined;
      const page = after?.page ?? request.query.page ?? 1;
      if (!after && page * limit > PRODUCT_LIST_MAX_OFFSET_ROWS) throw badRequest(M.pageTooDeep(PRODUCT_LIST_MAX_OFFSET_ROWS));
      const filters = await productFilters(request.query, request.user, categories);
      if (!filters) return { success: true as const, products: [], total: 0, currentPage: page, totalPages: 0, count: 0, nextCursor: null };
      // One row more than the page tells whether another page follows, so the last page has no cursor.
      const [found, total] = await Promise.all([
        products.list({ ...filters, ...parseProductSort(request.query.sort), limit: limit + 1, offset: (page - 1) * limit, after }),
        products.count(filters),
      ]);
      const rows = found.slice(0, limit);
      const last = rows[rows.length - 1];
      return {
        success: true as const,
        products: rows.map(productViewFor(request.user)),
        total,
        currentPage: page,
        // The numbered pages a client can ask for (page * limit stops at PRODUCT_LIST_MAX_OFFSET_ROWS), so a
        // pager's last page is one the API answers; `total` still counts every match, and nextCursor goes further.
        totalPages: Math.min(Math.ceil(total / limit), Math.floor(PRODUCT_LIST_MAX_OFFSET_ROWS / limit)),
        count: rows.length,
        nextCursor: found.length > limit ? cursors.encode({ page: page + 1, value: last.sortKey, id: last.id }, scope) : null,
      };
    },
  );

  app.get(
    '/featured',
    {
      config: { publicCache: true },
      preHandler: app.optionalAuth,
      schema: { tags, summary: 'Featured active products', querystring: FeaturedQuery, response: { 200: ProductShortListResponse, ...errorResponses(400) } },
    },
    async (request) => shortList(request, { featured: true, isActive: true }, request.query.limit!, 'rankingNumber'),
  );

  app.get(
    '/search',
    {
      config: { publicCache: true },
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: 'Search by title (a number also matches rankingNumber)',
        querystring: ProductSearchQuery,
        response: { 200: ProductShortListResponse, ...errorResponses(400) },
      },
    },
    async (request) => shortList(request, { search: request.query.query }, request.query.limit!, 'rankingNumber'),
  );

  app.get(
    '/merchant/:merchant',
    {
      config: { publicCache: true },
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: "A merchant's products (name matched case-insensitively)",
        params: MerchantParams,
        querystring: ShortListQuery,
        response: { 200: ProductShortListResponse, ...errorResponses(400) },
      },
    },
    async (request) => shortList(request, { merchantName: request.params.merchant }, request.query.limit!),
  );

  app.get(
    '/tag/:tag',
    {
      config: { publicCache: true },
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: 'Products carrying a tag',
        params: TagParams,
        querystring: ShortListQuery,
        response: { 200: ProductShortListResponse, ...errorResponses(400) },
      },
    },
    async (request) => shortList(request, { tag: request.params.tag.toLowerCase() }, request.query.limit!),
  );

  app.get(
    '/user/products',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Products created by the signed-in user (newest first)',
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: MAX_PAGE_SIZE })) }, { additionalProperties: false }),
        response: { 200: ProductShortListResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const rows = await products.list({ createdBy: request.user!.id, ...parseProductSort(undefined), limit: request.query.limit!, offset: 0 });
      // A plain user (an admin since demoted) gets the public view: link health is staff data.
      return { success: true as const, products: rows.map(productViewFor(request.user)), count: rows.length };
    },
  );

  app.get(
    '/:id',
    {
      config: { publicCache: true },
      preHandler: app.optionalAuth,
      schema: { tags, summary: 'One product (inactive ones only for staff/admin)', params: IdParams, response: { 200: ProductResponse, ...errorResponses(400, 404) } },
    },
    async (request) => {
      const row = await products.findById(request.params.id);
      if (!row || (!row.isActive && !seesInactive(request.user))) throw notFound(M.productNotFound);
      return { success: true as const, product: productViewFor(request.user)(row) };
    },
  );

  app.post(
    '/',
    {
      preHandler: admin,
      schema: { tags, security, summary: 'Create a product (admin)', body: ProductBody, response: { 201: ProductResponse, ...errorResponses(400, 401, 403) } },
    },
    async (request, reply) => {
      const values = toNewProductRow(request.body, { currency: app.config.defaultCurrency, createdBy: request.user!.id });
      await assertCategoryExists(values.categoryId);
      const row = await products.create(values);
      reply.code(201);
      return { success: true as const, product: toProductView(row) };
    },
  );

  app.put(
    '/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Update a product (admin; only the fields sent)',
        params: IdParams,
        body: ProductBody,
        response: { 200: ProductResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const columns = toProductColumns(request.body, false);
      await assertCategoryExists(columns.categoryId);
      const row = await products.update(request.params.id, columns);
      if (!row) throw notFound(M.productNotFound);
      return { success: true as const, product: toProductView(row) };
    },
  );

  app.delete(
    '/:id',
    {
      preHandler: admin,
      schema: { tags, security, summary: 'Delete a product (admin)', params: IdParams, response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      if (!(await products.delete(request.params.id))) throw notFound(M.productNotFound);
      return { success: true as const, message: M.productDeleted };
    },
  );

  app.post(
    '/click/:id',
    {
      config: { rateLimit: app.clicks.rateLimit },
      schema: {
        tags,
        summary: `Count a click (one per visitor per ${CLICK_DEDUP_WINDOW_MINUTES} minutes) and record a click event`,
        params: IdParams,
        response: { 200: ClickResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const result = await app.clicks.track(request, reply, request.params.id);
      if (!result) throw notFound(M.productNotFound);
      return { success: true as const, clicks: result.clicks, counted: result.counted };
    },
  );
};

export default productRoutes;
