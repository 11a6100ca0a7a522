import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STATS_DAYS, STATS_TOP_PRODUCTS } from '../constants.js';
import { StatsResponse, errorResponses } from '@app/contracts';
import { lastDays } from '../services/click-range.js';

const statsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const products = app.repos.products;
  app.get(
    '/dashboard',
    {
      preHandler: app.requirePermission('viewCatalogAdmin'),
      schema: {
        tags: ['stats'],
        security: [{ bearerAuth: [] }],
        summary: `Dashboard: product counts, clicks per day (last ${STATS_DAYS} days), ${STATS_TOP_PRODUCTS} most clicked`,
        response: { 200: StatsResponse, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const [counts, clicksByDay, top] = await Promise.all([
        products.dashboardCounts(),
        // The same daily counts as the Clicks page (people's clicks; bots are reported there apart).
        app.repos.clicks.byDay(lastDays(STATS_DAYS)),
        products.topClicked(STATS_TOP_PRODUCTS),
      ]);
      return {
        success: true as const,
        stats: {
          ...counts,
          clicksByDay: clicksByDay.map(({ date, clicks }) => ({ date, clicks })),
          topProducts: top.map((row) => ({ _id: row.id, title: row.title, clicks: row.clicks, featuredImage: row.featuredImage })),
        },
      };
    },
  );
};

export default statsRoutes;
