import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { INPUT_MAX_DEPTH, MESSAGES } from '../constants.js';
import { badRequest } from '../utils/http-error.js';
import { findInputProblem, hasForbiddenCharacter } from '../utils/validator.js';

// RFC 2046: a boundary is 1 to 70 characters; busboy throws (a 500) on a missing or an empty one.
const MULTIPART = /^\s*multipart\//i;
const BOUNDARY = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i;

function refuse(field: string, message: string) {
  return badRequest(message, [{ field, message }]);
}

/** The query string must be valid percent-encoded UTF-8: '%zz', '%E0%A4' or an encoded surrogate is refused. */
function assertQueryEncoding(url: string) {
  const start = url.indexOf('?');
  if (start < 0 || !url.includes('%', start)) return;
  try {
    decodeURIComponent(url.slice(start + 1));
  } catch {
    throw refuse('query', MESSAGES.malformedUrl);
  }
}

function assertClean(value: unknown, part: string) {
  const problem = findInputProblem(value, INPUT_MAX_DEPTH, part);
  if (!problem) return;
  throw refuse(problem.field, problem.kind === 'depth' ? MESSAGES.tooDeep : MESSAGES.forbiddenCharacter(problem.field));
}

/**
 * One rule for every route: no string that reaches the app (headers, path, query, JSON body at any depth,
 * keys included) holds a NUL byte or an unpaired surrogate, JSON nests at most INPUT_MAX_DEPTH levels, the
 * query string is valid percent-encoding, and a multipart body names its boundary. Refused with 400 before
 * the schema validation, so no route and no SQL statement ever sees such input.
 */
export default fp(
  async function inputGuard(app: FastifyInstance) {
    // CONNECT (a proxy's method) never reaches Fastify: without a listener Node closes the connection unanswered.
    app.server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
      const body = JSON.stringify({ success: false, message: MESSAGES.methodNotAllowed });
      socket.end(
        `HTTP/1.1 405 Method Not Allowed\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    });

    app.addHook('onRequest', async (request: FastifyRequest) => {
      assertQueryEncoding(request.url);
      for (const [name, value] of Object.entries(request.headers)) {
        const values = Array.isArray(value) ? value : [value];
        if (values.some((item) => typeof item === 'string' && hasForbiddenCharacter(item))) {
          throw refuse(name, MESSAGES.forbiddenCharacter(`Header ${name}`));
        }
      }
      const contentType = request.headers['content-type'];
      if (contentType && MULTIPART.test(contentType) && !BOUNDARY.test(contentType)) {
        throw refuse('content-type', MESSAGES.malformedMultipart);
      }
    });

    app.addHook('preValidation', async (request: FastifyRequest) => {
      assertClean(request.params, 'params');
      assertClean(request.query, 'query');
      assertClean(request.body, 'body');
    });
  },
  { name: 'input-guard' },
);
