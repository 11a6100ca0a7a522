import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Import and export of the user directory (admin). */
const userTransferRoutes: FastifyPluginAsyncTypebox = async () => {};

export default userTransferRoutes;
