import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CATALOG_MESSAGES as M } from '../constants.js';
import { isUuid } from '../utils/validator.js';


const notFoundPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Product not found</title></head>
<body style="font-family:sans-serif;text-align:center;padding:4rem 1rem">
<h1>Product not found</h1><p>${M.goNotFound}</p><p><a href="/">Back to the catalogue</a></p>
</body></html>`;

/** GET /go/:id counts a click and redirects to the affiliate link, so tracking works without JavaScript. */
const goRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/go/:id',
    {
      config: { rateLimit: app.clicks.rateLimit },
      schema: {
        tags: ['products'],
        summary: 'Count a click and redirect (302) to the affiliate link',
        params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const result = isUuid(id)
        ? await app.clicks.track(request, reply, id)
        : undefined;
      reply.header('cache-control', 'no-store');
      if (result) return reply.redirect(result.affiliateLink, 302);
      reply.code(404);
      if ((request.headers.accept ?? '').includes('text/html')) return reply.type('text/html; charset=utf-8').send(notFoundPage);
      return { success: false, message: M.productNotFound };
    },
  );
};

export default goRoutes;
