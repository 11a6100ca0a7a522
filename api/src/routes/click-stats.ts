import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CATALOG_MESSAGES, CLICK_STATS } from '../constants.js';
import { ClickRangeQuery, ClickStatsResponse, ProductClicksResponse, errorResponses, IdParams } from '@app/contracts';
import { resolveClickRange } from '../services/click-range.js';
import { notFound } from '../utils/http-error.js';

const security = [{ bearerAuth: [] }];

/** Click analytics for staff and admins: the whole catalogue (/api/stats/clicks) and one product's days. */
const clickStatsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const clicks = app.repos.clicks;
  const readers = app.requirePermission('viewCatalogAdmin');

  app.get(
    '/stats/clicks',
    {
      preHandler: readers,
      schema: {
        tags: ['stats'],
        security,
        summary: `Clicks in a range of UTC days (at most ${CLICK_STATS.maxDays}): per day, products, referrers, devices, bots, products without clicks`,
        querystring: ClickRangeQuery,
        response: { 200: ClickStatsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const range = resolveClickRange(request.query);
      const summary = await clicks.summary(range, { top: CLICK_STATS.top, zeroClick: CLICK_STATS.zeroClick });
      return { success: true as const, ...range, clicks: summary };
    },
  );

  app.get(
    '/products/:id/clicks',
    {
      preHandler: readers,
      schema: {
        tags: ['products'],
        security,
        summary: "A product's clicks per UTC day (default: the last 30 days)",
        params: IdParams,
        querystring: ClickRangeQuery,
        response: { 200: ProductClicksResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const range = resolveClickRange(request.query);
      const product = await app.db.selectFrom('products').select('id').where('id', '=', request.params.id).executeTakeFirst();
      if (!product) throw notFound(CATALOG_MESSAGES.productNotFound);
      const byDay = await clicks.byDay(range, product.id);
      const sum = (key: 'clicks' | 'bots') => byDay.reduce((total, day) => total + day[key], 0);
      return { success: true as const, ...range, total: sum('clicks'), bots: sum('bots'), byDay };
    },
  );
};

export default clickStatsRoutes;
