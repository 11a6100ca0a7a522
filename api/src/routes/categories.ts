import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { CATALOG_MESSAGES as M, DEFAULT_CATEGORY_SORT, type CategorySortField } from '../constants.js';
import type { CategoryRowUpdate } from '../db/catalog-types.js';
import type { CategoryRefusal } from '../db/repositories/categories.js';
import {
  CategoriesResponse,
  CategoryBody,
  CategoryListQuery,
  CategoryResponse,
  CategorySearchQuery,
  CategoryTreeResponse,
  CountsResponse,
  FeaturedCategoriesQuery,
  ReorderBody,
  ReorderResponse,
  SLUG_REGEX,
  SubcategoriesResponse,
  errorResponses,
  IdParams,
  MessageResponse,
  parseBooleanFilter,
} from '@app/contracts';
import { buildCategoryTree, toCategoryView } from '../services/catalog-view.js';
import { seesInactive } from '../services/product-query.js';
import { slugify } from '../services/slug.js';
import { badRequest, conflict, notFound } from '../utils/http-error.js';

/** The answer to a write the data refused. */
function refusalError(refusal: CategoryRefusal) {
  switch (refusal.rule) {
    case 'parent-missing':
      return badRequest(M.parentNotFound, [{ field: 'parent', message: M.parentNotFound }]);
    case 'parent-cycle':
      return badRequest(M.parentCycle, [{ field: 'parent', message: M.parentCycle }]);
    case 'missing':
      return notFound(M.categoryNotFound);
    case 'has-children':
      return conflict(M.categoryHasChildren(refusal.count));
    case 'has-products':
      return conflict(M.categoryHasProducts(refusal.count));
    case 'not-siblings':
      return badRequest(M.reorderNotSiblings);
  }
}

const tags = ['categories'];
const security = [{ bearerAuth: [] }];

const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const categories = app.repos.categories;
  const admin = app.requirePermission('manageCatalog');
  /** Visitors and plain users read active categories only. */
  const activeUnlessStaff = (request: FastifyRequest, requested?: boolean) => (seesInactive(request.user) ? requested : true);

  async function findVisible(request: FastifyRequest, id: string) {
    const row = await categories.findById(id);
    if (!row || (!row.isActive && !seesInactive(request.user))) throw notFound(M.categoryNotFound);
    return row;
  }

  /** Body -> columns: trimmed name, a valid unique slug (derived from the name when absent), parent id. */
  async function toColumns(body: typeof CategoryBody.static, creating: boolean, id?: string): Promise<CategoryRowUpdate> {
    const columns: CategoryRowUpdate = {};
    if (body.name !== undefined || creating) {
      const name = body.name?.trim();
      if (!name) throw badRequest(M.nameRequired, [{ field: 'name', message: M.nameRequired }]);
      columns.name = name;
    }
    const slug = body.slug?.trim() ? body.slug.trim().toLowerCase() : creating ? slugify(columns.name!) : undefined;
    if (slug !== undefined) {
      if (!SLUG_REGEX.test(slug)) throw badRequest(M.slugInvalid, [{ field: 'slug', message: M.slugInvalid }]);
      if (await categories.slugTaken(slug, id)) throw conflict(M.slugTaken, [{ field: 'slug', message: M.slugTaken }]);
      columns.slug = slug;
    }
    if (body.description !== undefined) columns.description = body.description?.trim() || null;
    if (body.isActive !== undefined) columns.isActive = body.isActive;
    if (body.featured !== undefined) columns.featured = body.featured;
    if (body.sortOrder !== undefined) columns.sortOrder = body.sortOrder;
    if (body.parent !== undefined) {
      columns.parentId = body.parent || null;
      if (id && columns.parentId === id) throw badRequest(M.parentCycle, [{ field: 'parent', message: M.parentCycle }]);
    }
    return columns;
  }

  app.get(
    '/',
    {
      config: { publicCache: true },
      preHandler: app.optionalAuth,
      schema: { tags, summary: 'Categories (active only without a staff/admin token)', querystring: CategoryListQuery, response: { 200: CategoriesResponse, ...errorResponses(400) } },
    },
    async (request) => {
      const { isActive, featured, parent, sort = DEFAULT_CATEGORY_SORT } = request.query;
      if (!seesInactive(request.user) && parseBooleanFilter(isActive) === false) return { success: true as const, categories: [] };
      const sortDesc = sort.startsWith('-');
      const rows = await categories.list({
        isActive: activeUnlessStaff(request, parseBooleanFilter(isActive)),
        featured: parseBooleanFilter(featured),
        parentId: !parent ? undefined : parent === 'null' || parent === 'root' ? null : parent,
        sortField: (sortDesc ? sort.slice(1) : sort) as CategorySortField,
        sortDesc,
      });
      return { success: true as const, categories: rows.map(toCategoryView) };
    },
  );

  app.get(
    '/tree',
    {
      config: { publicCache: true },
      preHandler: app.optionalAuth,
      schema: { tags, summary: 'All categories nested under their parents', response: { 200: CategoryTreeResponse } },
    },
    async (request) => {
      const rows = await categories.list({ isActive: activeUnlessStaff(request), sortField: 'sortOrder', sortDesc: false });
      return { success: true as const, categoryTree: buildCategoryTree(rows) };
    },
  );

  app.get(
    '/featured',
    {
      config: { publicCache: true },
      preHandler: app.optionalAuth,
      schema: { tags, summary: 'Featured active categories', querystring: FeaturedCategoriesQuery, response: { 200: CategoriesResponse, ...errorResponses(400) } },
    },
    async (request) => {
      const rows = await categories.list({ featured: true, isActive: true, sortField: 'sortOrder', sortDesc: false, limit: request.query.limit });
      return { success: true as const, categories: rows.map(toCategoryView) };
    },
  );

  app.get(
    '/search',
    {
      config: { publicCache: true },
      preHandler: app.optionalAuth,
      schema: { tags, summary: 'Categories whose name contains the query', querystring: CategorySearchQuery, response: { 200: CategoriesResponse, ...errorResponses(400) } },
    },
    async (request) => {
      const rows = await categories.search(request.query.query ?? '', request.query.limit!, activeUnlessStaff(request));
      return { success: true as const, categories: rows.map(toCategoryView) };
    },
  );

  app.get(
    '/sub/:id',
    {
      config: { publicCache: true },
      preHandler: app.optionalAuth,
      schema: { tags, summary: "A category's direct sub-categories", params: IdParams, response: { 200: SubcategoriesResponse, ...errorResponses(400, 404) } },
    },
    async (request) => {
      await findVisible(request, request.params.id);
      const rows = await categories.list({
        parentId: request.params.id,
        isActive: activeUnlessStaff(request),
        sortField: 'sortOrder',
        sortDesc: false,
      });
      return { success: true as const, subcategories: rows.map(toCategoryView) };
    },
  );

  app.get(
    '/:id',
    {
      config: { publicCache: true },
      preHandler: app.optionalAuth,
      schema: { tags, summary: 'One category', params: IdParams, response: { 200: CategoryResponse, ...errorResponses(400, 404) } },
    },
    async (request) => ({ success: true as const, category: toCategoryView(await findVisible(request, request.params.id)) }),
  );

  app.post(
    '/',
    {
      preHandler: admin,
      schema: { tags, security, summary: 'Create a category (admin)', body: CategoryBody, response: { 201: CategoryResponse, ...errorResponses(400, 401, 403, 409) } },
    },
    async (request, reply) => {
      const columns = await toColumns(request.body, true);
      const outcome = await categories.create({ ...columns, name: columns.name!, slug: columns.slug!, description: columns.description ?? null, parentId: columns.parentId ?? null });
      if (!outcome.ok) throw refusalError(outcome.refused);
      reply.code(201);
      return { success: true as const, category: toCategoryView(outcome.value) };
    },
  );

  app.put(
    '/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Update a category (admin; the parent may not be the category or one of its descendants)',
        params: IdParams,
        body: CategoryBody,
        response: { 200: CategoryResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const columns = await toColumns(request.body, false, request.params.id);
      const outcome = await categories.update(request.params.id, columns);
      if (!outcome.ok) throw refusalError(outcome.refused);
      if (!outcome.value) throw notFound(M.categoryNotFound);
      return { success: true as const, category: toCategoryView(outcome.value) };
    },
  );

  app.delete(
    '/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Delete a category (admin; refused while it has sub-categories or products)',
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const outcome = await categories.delete(request.params.id);
      if (!outcome.ok) throw refusalError(outcome.refused);
      return { success: true as const, message: M.categoryDeleted };
    },
  );

  app.patch(
    '/feature/:id',
    {
      preHandler: admin,
      schema: { tags, security, summary: 'Toggle featured (admin)', params: IdParams, response: { 200: CategoryResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const row = await categories.toggleFeatured(request.params.id);
      if (!row) throw notFound(M.categoryNotFound);
      return { success: true as const, category: toCategoryView(row) };
    },
  );

  app.post(
    '/reorder',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Set the order of sibling categories (admin; one transaction)',
        body: ReorderBody,
        response: { 200: ReorderResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const ids = request.body.categoryIds;
      if (new Set(ids).size !== ids.length) throw badRequest(M.reorderDuplicate);
      const outcome = await categories.reorder(ids);
      if (!outcome.ok) throw refusalError(outcome.refused);
      const first = await categories.findById(ids[0]);
      const siblings = await categories.list({ parentId: first?.parentId ?? null, sortField: 'sortOrder', sortDesc: false });
      return { success: true as const, message: M.reordered, categories: siblings.map(toCategoryView) };
    },
  );

  app.post(
    '/update-counts',
    {
      preHandler: admin,
      schema: { tags, security, summary: "Recompute every category's productCount (admin)", response: { 200: CountsResponse, ...errorResponses(401, 403) } },
    },
    async () => ({ success: true as const, message: M.countsUpdated, updated: await categories.updateCounts() }),
  );
};

export default categoryRoutes;
