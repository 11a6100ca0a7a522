import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, USER_FIELD_MESSAGES, USER_LIMITS } from '../constants.js';
import { HttpError, type FieldError } from '../utils/http-error.js';

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
const PG_BAD_INPUT = new Set(['22P02', '22001', '22003', '22007', '22008', '23502', '23514']);

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
      if (error.code === PG_UNIQUE_VIOLATION) {
        return reply.code(409).send({ success: false, message: 'This record already exists' });
      }
      if (error.code === PG_FOREIGN_KEY_VIOLATION) {
        return reply.code(409).send({ success: false, message: 'A record this change refers to no longer exists' });
      }
      if (error.code && PG_BAD_INPUT.has(error.code)) {
        return reply.code(400).send({ success: false, message: 'Invalid input' });
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
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ success: false, message: MESSAGES.internalError });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({ success: false, message: MESSAGES.routeNotFound(request.method, request.url.split('?')[0]) });
    });
  },
  { name: 'error-handler' },
);
