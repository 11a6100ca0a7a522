import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { workerId } from '../cluster.js';
import { HealthResponse } from '@app/contracts';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: HealthResponse } } },
    async () => {
      await sql`select 1`.execute(app.db);
      return { success: true as const, status: 'ok' as const, database: app.dbKind, worker: workerId() };
    },
  );
};

export default healthRoutes;
