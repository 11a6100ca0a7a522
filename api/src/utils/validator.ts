import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

function createAjv(coerceTypes: Options['coerceTypes']) {
  // removeAdditional strips unknown fields wherever a schema says additionalProperties: false.
  const ajv = new Ajv({ removeAdditional: true, useDefaults: true, coerceTypes, allErrors: true, strict: false });
  addFormats(ajv);
  return ajv;
}

/**
 * Query strings and params arrive as text, so they are coerced ('2' -> 2); JSON bodies are not:
 * `{ "fullName": 123 }` is a wrong type and answers 400.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<any> {
  const strict = createAjv(false);
  const coercing = createAjv('array');
  return ({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema as object);
}
