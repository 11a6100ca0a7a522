import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CATALOG_MESSAGES, LINK_CHECK, LINK_CHECK_MESSAGES } from '../constants.js';
import { createLinkChecksRepository } from '../db/repositories/link-checks.js';
import {
  errorResponses,
  IdParams,
  AcknowledgeBody,
  LatestRunResponse,
  LinkResponse,
  LinkSummaryResponse,
  RunConflictResponse,
  RunResponse,
  StartRunBody,
} from '@app/contracts';
import { createLinkCheckService } from '../services/link-check/service.js';
import { toLinkView, toRunView } from '../services/link-check/view.js';
import { notFound } from '../utils/http-error.js';

const tags = ['link checks'];
const security = [{ bearerAuth: [] }];

/**
 * Affiliate link health: runs over many products (/api/link-checks), one product's check and acknowledgement
 * (/api/products/:id/link-check, /api/products/:id/link). Staff read; only admins check and acknowledge.
 */
const linkCheckRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = createLinkChecksRepository(app.db);
  const service = createLinkCheckService({ repo, settings: app.config.linkCheck, log: app.log });
  const admin = app.requirePermission('manageCatalog');
  const readers = app.requirePermission('viewCatalogAdmin');

  app.addHook('onReady', async () => {
    // A run left "running" by a process that is gone would block every next run. PGlite has one process per
    // database, so at start none of its runs is alive; on PostgreSQL another process may own one, so only runs
    // whose heartbeat stopped are ended.
    if (app.dbKind === 'pglite') await repo.failAllRunning();
    else await repo.failStale(LINK_CHECK.staleMs);
    service.startScheduler();
  });
  app.addHook('onClose', async () => {
    await service.close();
  });

  app.post(
    '/link-checks',
    {
      // No body at all means "every active product", as {} does.
      preValidation: async (request) => {
        request.body ??= {};
      },
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Start a link check run (admin): the products chosen by id, or every active product',
        body: StartRunBody,
        response: { 202: RunResponse, 409: RunConflictResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const ids = request.body?.productIds;
      const started = await service.startRun({ trigger: 'manual', productIds: ids ? [...new Set(ids)] : undefined });
      if ('running' in started) {
        return reply.code(409).send({ success: false as const, message: LINK_CHECK_MESSAGES.runInProgress, run: toRunView(started.running) });
      }
      if (!('run' in started)) throw new Error('a manual run is never skipped');
      return reply.code(202).send({ success: true as const, run: toRunView(started.run) });
    },
  );

  app.get(
    '/link-checks/latest',
    {
      preHandler: readers,
      schema: { tags, security, summary: 'The latest run (run: null when there has been none)', response: { 200: LatestRunResponse, ...errorResponses(401, 403) } },
    },
    async () => {
      await repo.failStale(LINK_CHECK.staleMs);
      const run = await repo.latestRun();
      return { success: true as const, run: run ? toRunView(run) : null };
    },
  );

  app.get(
    '/link-checks/summary',
    {
      preHandler: readers,
      schema: { tags, security, summary: 'How many products have each link status (the dashboard widget)', response: { 200: LinkSummaryResponse, ...errorResponses(401, 403) } },
    },
    async () => ({ success: true as const, summary: await repo.summary() }),
  );

  app.get(
    '/link-checks/:id',
    {
      preHandler: readers,
      schema: { tags, security, summary: 'A run with its live counts', params: IdParams, response: { 200: RunResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      await repo.failStale(LINK_CHECK.staleMs);
      const run = await repo.findRun(request.params.id);
      if (!run) throw notFound(LINK_CHECK_MESSAGES.runNotFound);
      return { success: true as const, run: toRunView(run) };
    },
  );

  app.post(
    '/products/:id/link-check',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: "Check one product's affiliate link now (admin)",
        params: IdParams,
        response: { 200: LinkResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const product = await app.repos.products.findById(request.params.id);
      if (!product) throw notFound(CATALOG_MESSAGES.productNotFound);
      const { saved } = await service.checkAndSave(product);
      // Not saved: the link was changed during the check; the product now says so (unchecked).
      const link = saved ?? (await app.repos.products.findById(product.id));
      if (!link) throw notFound(CATALOG_MESSAGES.productNotFound);
      return { success: true as const, link: toLinkView(link) };
    },
  );

  app.patch(
    '/products/:id/link',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: "Acknowledge (or un-acknowledge) a product's link warning (admin); reset when the result changes",
        params: IdParams,
        body: AcknowledgeBody,
        response: { 200: LinkResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const link = await repo.setAcknowledged(request.params.id, request.body.acknowledged);
      if (!link) throw notFound(CATALOG_MESSAGES.productNotFound);
      return { success: true as const, link: toLinkView(link) };
    },
  );
};

export default linkCheckRoutes;
