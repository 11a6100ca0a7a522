import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { Success } from '@app/contracts';

const CatalogVersionResponse = Success({
  /** Moves with every product or category change (a counter, as text: it may pass 2^53 one day). */
  version: Type.String(),
  changedAt: Type.String(),
});

/**
 * GET /api/catalog/version: whatever keeps rendered catalogue pages (the shell's server, a CDN purger) polls it and
 * drops its copies when the version moves. Each process reads the database once per change it hears of; while
 * it cannot hear the others (the channel is down) it reads at every request.
 */
const catalogVersionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  let current: Promise<{ version: string; changedAt: string }> | undefined;
  app.catalogEvents.onChange(() => (current = undefined));
  const read = async () => {
    const { rows } = await sql<{ version: string; changedAt: string }>`
      select version::text as version, changed_at as "changedAt" from catalog_version`.execute(app.db);
    return rows[0];
  };

  app.get(
    '/catalog/version',
    {
      schema: {
        tags: ['catalog'],
        summary: 'How many times the catalogue (products, categories) has changed: poll it to know when to drop rendered pages',
        response: { 200: CatalogVersionResponse },
      },
    },
    async (_request, reply) => {
      if (!current || !app.catalogEvents.connected) {
        current = read();
        current.catch(() => (current = undefined));
      }
      reply.header('cache-control', 'no-cache');
      return { success: true as const, ...(await current) };
    },
  );
};

export default catalogVersionRoutes;
