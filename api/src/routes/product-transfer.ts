import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Readable } from 'node:stream';
import {
  CATALOG_MESSAGES as C,
  PRODUCT_EXPORT_BATCH,
  PRODUCT_IMPORT_LIMITS,
  PRODUCT_LIMITS,
  PRODUCT_TRANSFER_MESSAGES as T,
} from '../constants.js';
import type { ProductFilters, ProductListAfter, ProductRefusal } from '../db/repositories/products.js';
import {
  errorResponses,
  BulkAffectedResponse,
  ProductBulkBody,
  ProductExportQuery,
  ProductImportQuery,
  ProductImportResponse,
} from '@app/contracts';
import importTemplateRoute from './import-template.js';
import { PRODUCT_COLUMNS, PRODUCT_TEMPLATE_ROWS, productCells } from '../services/product-columns.js';
import { prepareProductImport } from '../services/product-import.js';
import { parseProductSort, productFilters } from '../services/product-query.js';
import { csvLine, xlsxStream } from '../services/spreadsheet.js';
import { readUploadedSheet } from '../services/upload.js';
import { attachment, primed } from '../utils/download.js';
import { badRequest, notFound } from '../utils/http-error.js';

/** The answer to a write the data refused. */
function refusalError(refusal: ProductRefusal) {
  switch (refusal.rule) {
    case 'tags-full':
      return badRequest(T.tooManyTags(refusal.products, PRODUCT_LIMITS.tags));
    case 'missing':
      // Deleted by someone else since the file was checked: the whole import stops.
      return notFound(T.productsNotFound);
  }
}

const tags = ['products'];
const security = [{ bearerAuth: [] }];

/** Bulk actions, export and import of products (admin only), under /api/products. */
const productTransferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const products = app.repos.products;
  const categories = app.repos.categories;
  const admin = app.requirePermission('manageCatalog');

  app.post(
    '/bulk',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'One action on the chosen products, or on all products matching a list filter: one transaction (all or nothing)',
        body: ProductBulkBody,
        response: { 200: BulkAffectedResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { action, ids, filter, categoryId } = request.body;
      if (!ids === !filter) throw badRequest(T.bulkTarget, [{ field: 'ids', message: T.bulkTarget }]);
      if (action === 'move') {
        if (!categoryId) throw badRequest(T.bulkCategoryRequired, [{ field: 'categoryId', message: T.bulkCategoryRequired }]);
        if (!(await categories.findById(categoryId))) throw badRequest(C.categoryNotFound, [{ field: 'categoryId', message: C.categoryNotFound }]);
      }
      // Tags are kept trimmed and lower-case, as the product form keeps them.
      const tag = request.body.tag?.trim().toLowerCase();
      if ((action === 'addTag' || action === 'removeTag') && !tag) throw badRequest(T.bulkTagRequired, [{ field: 'tag', message: T.bulkTagRequired }]);

      let target: { ids: string[] } | { filters: ProductFilters };
      if (ids) target = { ids: [...new Set(ids.map((id) => id.toLowerCase()))] };
      else {
        const filters = await productFilters(filter!, request.user, categories);
        if (!filters) return { success: true as const, affected: 0 };
        target = { filters };
      }
      const outcome = await products.bulk(action, target, { categoryId, tag });
      if (!outcome.ok) throw refusalError(outcome.refused);
      const result = outcome.value;
      if ('ids' in target && result.found !== target.ids.length) throw notFound(T.productsNotFound);
      request.log.info({ action, affected: result.affected, by: request.user!.id }, 'product bulk action');
      return { success: true as const, affected: result.affected };
    },
  );

  app.get(
    '/export',
    {
      // Like the list, an empty parameter (category=) means "no filter".
      preValidation: async (request) => {
        const query = request.query as Record<string, unknown>;
        for (const key of Object.keys(query)) if (query[key] === '') delete query[key];
      },
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'The products a list filter matches, as CSV (streamed) or Excel, in the import template\'s columns',
        querystring: ProductExportQuery,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      const { format = 'csv', sort, ...query } = request.query;
      const filters = await productFilters(query, request.user, categories);
      const order = parseProductSort(sort);
      // Keyset batches: each query costs the same however deep the export is, and only one batch is in memory.
      // The first batch is read before the header row is yielded, so primed() runs the first query.
      const batchAfter = (after?: ProductListAfter) =>
        filters ? products.list({ ...filters, ...order, limit: PRODUCT_EXPORT_BATCH, offset: 0, after }) : Promise.resolve([]);
      async function* rows() {
        let batch = await batchAfter();
        yield [...PRODUCT_COLUMNS] as unknown[];
        for (;;) {
          for (const product of batch) yield productCells(product);
          if (batch.length < PRODUCT_EXPORT_BATCH) return;
          const last = batch[batch.length - 1];
          batch = await batchAfter({ value: last.sortKey, id: last.id });
        }
      }
      const lines = await primed(rows());
      attachment(reply, format, `products-${new Date().toISOString().slice(0, 10)}`);
      if (format === 'xlsx') return reply.send(xlsxStream('Products', lines));
      return reply.send(
        Readable.from(
          (async function* () {
            for await (const cells of lines) yield csvLine(cells);
          })(),
        ),
      );
    },
  );

  await app.register(importTemplateRoute, { tag: 'products', preHandler: admin, fileName: 'products-import-template', sheetName: 'Products', rows: PRODUCT_TEMPLATE_ROWS });

  app.post(
    '/import',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary:
          'Import products from .csv or .xlsx (multipart field "file"): a row with an existing _id updates it, one without creates; ' +
          'all rows or none. dryRun=true checks every row and writes nothing',
        consumes: ['multipart/form-data'],
        querystring: ProductImportQuery,
        response: { 200: ProductImportResponse, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const dryRun = request.query.dryRun === 'true';
      const sheet = await readUploadedSheet(request, PRODUCT_IMPORT_LIMITS);
      const prepared = await prepareProductImport(sheet, {
        categories: await categories.list({ sortField: 'name', sortDesc: false }),
        existingIds: products.existingIds,
        currency: app.config.defaultCurrency,
        createdBy: request.user!.id,
      });
      if (dryRun) return { success: true as const, created: prepared.creates.length, updated: prepared.updates.length, dryRun };
      const outcome = await products.importRows(prepared.creates, prepared.updates);
      if (!outcome.ok) throw refusalError(outcome.refused);
      const result = outcome.value;
      request.log.info({ ...result, by: request.user!.id }, 'product import');
      return { success: true as const, ...result, dryRun };
    },
  );
};

export default productTransferRoutes;
