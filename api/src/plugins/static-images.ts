import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_ROOT } from '../config.js';

/** api/public/images, from the sources (api/src) or from the build output (api/dist/src). */
function imagesRoot() {
  const candidates = [path.join(API_ROOT, 'public', 'images'), path.join(API_ROOT, '..', 'public', 'images')];
  return candidates.find((dir) => fs.existsSync(dir)) ?? candidates[0];
}

/** Product images shipped with the API (api/public/images), served at /images/. */
export default fp(
  async function staticImages(app: FastifyInstance) {
    await app.register(fastifyStatic, {
      root: imagesRoot(),
      prefix: '/images/',
      decorateReply: false,
      index: false,
      maxAge: '1d',
    });
  },
  { name: 'static-images' },
);
