import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import path from 'node:path';
import { IMPORT_EXTENSIONS, IMPORT_MAX_ROWS, MESSAGES } from '../constants.js';
import { errorResponses } from '../schemas/common.js';
import { CreatedCountResponse, TemplateQuery, UserExportQuery } from '../schemas/user.js';
import { csvLine, readSheet, xlsxStream } from '../services/spreadsheet.js';
import { csvStream, pdfExport, xlsxExport } from '../services/user-export.js';
import { IMPORT_TEMPLATE_ROWS, prepareUserImport } from '../services/user-import.js';
import { badRequest, HttpError } from '../utils/http-error.js';
import { listFilters } from '../services/user-query.js';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

function attachment(reply: FastifyReply, format: keyof typeof CONTENT_TYPES, name: string) {
  return reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${name}.${format}"`)
    .header('cache-control', 'no-store');
}

/**
 * Runs the first database query before the headers go out: if it fails, the client gets an error answer
 * instead of a 200 download that is cut short.
 */
async function primed<T>(rows: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  })();
}

const security = [{ bearerAuth: [] }];
const tags = ['users'];

/** Import and export of the user directory (admin only). */
const userTransferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = app.repos.users;
  const admin = app.requireRole('admin');

  app.get(
    '/export',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Export the filtered, sorted list as CSV (streamed), Excel or PDF',
        querystring: UserExportQuery,
        produces: Object.values(CONTENT_TYPES),
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      const format = request.query.format ?? 'csv';
      const query = listFilters(request.query, request.user!);
      const rows = await primed(users.iterate(query));
      const name = `users-${new Date().toISOString().slice(0, 10)}`;
      attachment(reply, format, name);
      if (format === 'csv') return reply.send(csvStream(rows));
      if (format === 'xlsx') return reply.send(xlsxExport(rows));
      const filters = [
        query.search && `search "${query.search}"`,
        query.role && `role ${query.role}`,
        query.isActive !== undefined && (query.isActive ? 'active' : 'inactive'),
      ].filter(Boolean);
      const subtitle = `Exported ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC` +
        `${filters.length ? ` - ${filters.join(', ')}` : ''} - sorted by ${request.query.sort || '-createdAt'}`;
      return reply.send(await pdfExport(rows, subtitle));
    },
  );

  app.get(
    '/import/template',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'A file with the import columns and one example row',
        querystring: TemplateQuery,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      const format = request.query.format ?? 'csv';
      attachment(reply, format, 'users-import-template');
      if (format === 'csv') return IMPORT_TEMPLATE_ROWS.map(csvLine).join('');
      return reply.send(xlsxStream('Users', IMPORT_TEMPLATE_ROWS));
    },
  );

  app.post(
    '/import',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Import users from .csv or .xlsx (multipart field "file"; .xls is refused): all rows or none',
        consumes: ['multipart/form-data'],
        response: { 200: CreatedCountResponse, ...errorResponses(400, 401, 403, 409, 413) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest(MESSAGES.importNoFile);
      const file = await request.file();
      if (!file || file.fieldname !== 'file') throw badRequest(MESSAGES.importNoFile);
      const extension = path.extname(file.filename).toLowerCase();
      if (extension !== '.xls' && !(IMPORT_EXTENSIONS as readonly string[]).includes(extension)) throw badRequest(MESSAGES.importBadType);
      const buffer = await file.toBuffer();
      let sheet;
      try {
        sheet = await readSheet(buffer, file.filename, { rows: IMPORT_MAX_ROWS });
      } catch (error) {
        if (error instanceof HttpError) throw error;
        request.log.info({ err: error }, 'unreadable spreadsheet upload');
        throw badRequest(MESSAGES.importUnreadable);
      }
      const rows = await prepareUserImport(sheet, users, request.user!.id);
      const created = await users.createMany(rows);
      return { success: true as const, data: { created } };
    },
  );
};

export default userTransferRoutes;
