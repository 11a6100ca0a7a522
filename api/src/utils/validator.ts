import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/**
 * A UUID in the one form PostgreSQL reads: ajv-formats' 'uuid' also takes a `urn:uuid:` prefix, which the
 * database refuses (and a refused id in a batched statement would fail the others with it).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

function createAjv(coerceTypes: Options['coerceTypes']) {
  // removeAdditional strips unknown fields wherever a schema says additionalProperties: false.
  const ajv = new Ajv({ removeAdditional: true, useDefaults: true, coerceTypes, allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addFormat('uuid', UUID);
  return ajv;
}

/**
 * Query strings and params arrive as text, so they are coerced ('2' -> 2); JSON bodies are not:
 * `{ "fullName": 123 }` is a wrong type and answers 400.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const strict = createAjv(false);
  const coercing = createAjv('array');
  return ({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema as object);
}

/**
 * NUL (PostgreSQL text cannot store it) and UTF-16 surrogates without their pair (not characters at all:
 * UTF-8 cannot encode them, so they would be silently replaced on the way to the database).
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point: PostgreSQL text cannot store it
const FORBIDDEN_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasForbiddenCharacter = (text: string): boolean => FORBIDDEN_CHARACTER.test(text);

export type InputProblem = { kind: 'character' | 'depth'; field: string };

/** A key as the client can read it in a message: escapes NUL and lone surrogates, at most 100 characters. */
const printable = (key: string) => {
  const escaped = JSON.stringify(key).slice(1, -1);
  return escaped.length > 100 ? `${escaped.slice(0, 100)}...` : escaped;
};

/**
 * The first string (value or key, at any depth) with a forbidden character, or the first object or array
 * nested deeper than maxDepth. The field is the dotted path ('tags.2', 'address'), `root` when the value
 * itself is the string. Walks with its own stack, so hostile nesting cannot exhaust the call stack.
 */
export function findInputProblem(value: unknown, maxDepth: number, root: string): InputProblem | undefined {
  // path is undefined for the value itself ('' is a key like any other).
  const stack: { value: unknown; path?: string; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (hasForbiddenCharacter(item.value)) return { kind: 'character', field: item.path ?? root };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    const depth = item.depth + 1;
    if (depth > maxDepth) return { kind: 'depth', field: item.path ?? root };
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path === undefined ? printable(key) : `${item.path}.${printable(key)}`;
      if (hasForbiddenCharacter(key)) return { kind: 'character', field: path };
      stack.push({ value: child, path, depth });
    }
  }
  return undefined;
}
