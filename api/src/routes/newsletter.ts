import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CATALOG_MESSAGES as M, NEWSLETTER_RATE_LIMIT } from '../constants.js';
import { NewsletterBody, errorResponses, MessageResponse } from '@app/contracts';
import { badRequest } from '../utils/http-error.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const newsletterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/newsletter',
    {
      config: { rateLimit: NEWSLETTER_RATE_LIMIT },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email address (201 new, 200 already subscribed)',
        body: NewsletterBody,
        response: { 200: MessageResponse, 201: MessageResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim();
      if (!EMAIL.test(email)) throw badRequest(M.emailInvalid, [{ field: 'email', message: M.emailInvalid }]);
      const created = await app.repos.newsletter.subscribe(email);
      reply.code(created ? 201 : 200);
      return { success: true as const, message: created ? M.newsletterSubscribed : M.newsletterAlreadySubscribed };
    },
  );
};

export default newsletterRoutes;
