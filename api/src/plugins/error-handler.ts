import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { MESSAGES, USER_FIELD_MESSAGES, USER_LIMITS } from '../constants.js';
import { HttpError, type FieldError } from '../utils/http-error.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, sendUnavailable, UNAVAILABLE_MESSAGES } from '../utils/unavailable.js';

/** Spec texts for the user form's fields, so server errors read like the form's own. */
const REQUIRED_MESSAGES: Record<string, string> = {
  fullName: USER_FIELD_MESSAGES.fullNameRequired,
  username: USER_FIELD_MESSAGES.usernameRequired,
  email: USER_FIELD_MESSAGES.emailRequired,
  password: USER_FIELD_MESSAGES.passwordRequired,
  role: USER_FIELD_MESSAGES.roleRequired,
};

function describe(error: FastifySchemaValidationError, context: string): FieldError {
  const params = error.params as Record<string, unknown>;
  const pathField = error.instancePath.split('/').filter(Boolean).join('.');
  const field = error.keyword === 'required' ? String(params.missingProperty) : pathField || context;
  if (context === 'params' && field === 'id') return { field, message: MESSAGES.invalidId };
  if (error.keyword === 'required' && REQUIRED_MESSAGES[field]) return { field, message: REQUIRED_MESSAGES[field] };
  if (field === 'email' && error.keyword === 'format') return { field, message: USER_FIELD_MESSAGES.emailInvalid };
  if (field === 'password' && error.keyword === 'minLength' && params.limit === USER_LIMITS.passwordMin) {
    return { field, message: USER_FIELD_MESSAGES.passwordTooShort };
  }
  if (error.keyword === 'minLength' && params.limit === 1) return { field, message: `${field} must not be empty` };
  if (error.keyword === 'pattern' && String(params.pattern) === '\\S') return { field, message: `${field} must not be empty` };
  return { field, message: `${field} ${error.message ?? 'is invalid'}` };
}

const PG_UNIQUE_VIOLATION = '23505';
// A referenced row vanished between the check and the write (e.g. a category deleted while a product is saved).
const PG_FOREIGN_KEY_VIOLATION = '23503';
const PG_BAD_INPUT = new Set(['23502', '23514']);
/**
 * SQLSTATE class 22 (data exception: a value the database cannot take, e.g. 22021 a NUL byte, 22P05 an
 * untranslatable character, 22025 a bad LIKE escape, 2201B a bad regular expression) and 54000 (a program
 * limit, e.g. a string too big for an index row) are caused by what the client sent.
 */
const isPgBadInput = (code: string) => PG_BAD_INPUT.has(code) || /^22[0-9A-Z]{3}$/.test(code) || code === '54000';
/** busboy's plain Errors for a multipart body that ends before its closing boundary (a truncated upload). */
const MULTIPART_TRUNCATED = /^(Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)$/;

/**
 * Errors Fastify raises before a request reaches a route (a path with invalid percent-encoding, a path
 * parameter over the router's length limit), answered in the API's usual shape. Set as `frameworkErrors`.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).send({ success: false, message: MESSAGES.malformedUrl });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.code(414).send({ success: false, message: MESSAGES.urlTooLong });
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ success: false, message: MESSAGES.internalError });
}

/**
 * Requests Node's HTTP parser refuses (bytes that are not allowed in a request line or header, headers over
 * the size limit, a request that never finishes arriving), answered in the API's usual shape before the
 * connection closes. Set as `clientErrorHandler`; the default answers `{ error, message, statusCode }`.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Duplex) {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, MESSAGES.requestTimeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, MESSAGES.headersTooLarge]
        : [400, MESSAGES.malformedRequest];
  this.log.debug({ err: error }, 'client error');
  const body = JSON.stringify({ success: false, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError & { code?: string; errors?: FieldError[] }, request, reply) => {
      if (error.validation) {
        const errors = error.validation.map((item) => describe(item, error.validationContext ?? 'body'));
        return reply.code(400).send({ success: false, message: errors[0]?.message ?? MESSAGES.validationFailed, errors });
      }
      if (error instanceof HttpError) {
        return reply
          .code(error.statusCode)
          .send({ success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return sendUnavailable(reply, UNAVAILABLE_MESSAGES.databaseUnavailable, DATABASE_RETRY_AFTER_SECONDS);
      }
      if (error.code === PG_UNIQUE_VIOLATION) {
        return reply.code(409).send({ success: false, message: 'This record already exists' });
      }
      if (error.code === PG_FOREIGN_KEY_VIOLATION) {
        return reply.code(409).send({ success: false, message: 'A record this change refers to no longer exists' });
      }
      if (typeof error.code === 'string' && isPgBadInput(error.code)) {
        // Logged: the input guard and the schemas should have refused it before the database did.
        request.log.warn({ err: error }, 'the database refused input');
        return reply.code(400).send({ success: false, message: MESSAGES.invalidInput });
      }
      if (MULTIPART_TRUNCATED.test(error.message) && request.isMultipart()) {
        return reply.code(400).send({ success: false, message: MESSAGES.malformedMultipart });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message =
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? MESSAGES.invalidJson
            : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
              ? MESSAGES.bodyTooLarge
              : error.code === 'FST_REQ_FILE_TOO_LARGE'
                ? MESSAGES.fileTooLarge
                : error.message;
        return reply.code(status).send({ success: false, message });
      }
      // A real failure: the cause goes to the log (with the request id, as every request.log line), the
      // client gets a generic message that reveals nothing of the internals.
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ success: false, message: MESSAGES.internalError });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({ success: false, message: MESSAGES.routeNotFound(request.method, request.url.split('?')[0]) });
    });
  },
  { name: 'error-handler' },
);
