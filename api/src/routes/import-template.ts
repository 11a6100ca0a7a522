import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerHookHandler } from 'fastify';
import { errorResponses, TemplateQuery } from '@app/contracts';
import { csvLine, xlsxStream } from '../services/spreadsheet.js';
import { attachment } from '../utils/download.js';

export interface ImportTemplateOptions {
  tag: string;
  preHandler: preHandlerHookHandler;
  /** File name without extension, e.g. users-import-template. */
  fileName: string;
  sheetName: string;
  /** The header row, then example rows. */
  rows: string[][];
}

/** GET /import/template?format=csv|xlsx: an import's columns and an example row, which imports as it is. */
const importTemplateRoute: FastifyPluginAsyncTypebox<ImportTemplateOptions> = async (app, options) => {
  app.get(
    '/import/template',
    {
      preHandler: options.preHandler,
      schema: {
        tags: [options.tag],
        security: [{ bearerAuth: [] }],
        summary: 'A file with the import columns and one example row',
        querystring: TemplateQuery,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      const format = request.query.format ?? 'csv';
      attachment(reply, format, options.fileName);
      if (format === 'csv') return options.rows.map(csvLine).join('');
      return reply.send(xlsxStream(options.sheetName, options.rows));
    },
  );
};

export default importTemplateRoute;
