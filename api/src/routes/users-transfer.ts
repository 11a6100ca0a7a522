import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IMPORT_MAX_ROWS } from '../constants.js';
import { errorResponses, CreatedCountResponse, UserExportQuery } from '@app/contracts';
import importTemplateRoute from './import-template.js';
import { readUploadedSheet } from '../services/upload.js';
import { csvStream, pdfExport, xlsxExport } from '../services/user-export.js';
import { IMPORT_TEMPLATE_ROWS, prepareUserImport } from '../services/user-import.js';
import { attachment, DOWNLOAD_CONTENT_TYPES, primed } from '../utils/download.js';
import { listFilters } from '../services/user-query.js';

const security = [{ bearerAuth: [] }];
const tags = ['users'];

/** Import and export of the user directory (admin only). */
const userTransferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = app.repos.users;
  const admin = app.requirePermission('manageUsers');

  app.get(
    '/export',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Export the filtered, sorted list as CSV (streamed), Excel or PDF',
        querystring: UserExportQuery,
        produces: Object.values(DOWNLOAD_CONTENT_TYPES),
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

  await app.register(importTemplateRoute, { tag: 'users', preHandler: admin, fileName: 'users-import-template', sheetName: 'Users', rows: IMPORT_TEMPLATE_ROWS });

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
      const sheet = await readUploadedSheet(request, { rows: IMPORT_MAX_ROWS });
      const rows = await prepareUserImport(sheet, users, request.user!.id);
      const created = await users.createMany(rows);
      return { success: true as const, data: { created } };
    },
  );
};

export default userTransferRoutes;
