import crypto from 'node:crypto';
import { CATALOG_MESSAGES as M } from '../constants.js';
import type { ProductListAfter } from '../db/repositories/products.js';
import { badRequest } from '../utils/http-error.js';
import { isUuid } from '../utils/validator.js';

/**
 * The product list's keyset cursor: where the next page starts (the last row's sort key as the database wrote it,
 * and its id), the page number it is, and which list it belongs to (sort and filters as sent). Signed with the
 * API's secret, so a changed cursor is refused instead of being read as a position nobody handed out. The
 * position only says where to start: the filters of the request (visitors: active products only) still apply.
 */
export interface CursorPayload extends ProductListAfter {
  /** The page number the cursor leads to (for `currentPage`). */
  page: number;
}

const SIGNATURE_BYTES = 16;

/** The list a cursor belongs to: everything in the query but the position, the page and the page size. */
export function cursorScope(query: Record<string, unknown>): string {
  const keys = Object.keys(query).filter((key) => !['cursor', 'page', 'limit'].includes(key)).sort();
  return JSON.stringify(keys.map((key) => [key, String(query[key])]));
}

export function createProductCursors(secret: string) {
  const key = crypto.createHash('sha256').update(`product-list-cursor:${secret}`).digest();
  const sign = (body: string, scope: string) =>
    crypto.createHmac('sha256', key).update(body).update('\n').update(scope).digest().subarray(0, SIGNATURE_BYTES).toString('base64url');

  return {
    encode(payload: CursorPayload, scope: string): string {
      const body = Buffer.from(JSON.stringify([payload.page, payload.value, payload.id])).toString('base64url');
      return `${body}.${sign(body, scope)}`;
    },

    /** The position in `cursor`; a 400 when it is malformed, changed, or made for another sort or filter. */
    decode(cursor: string, scope: string): CursorPayload {
      const [body, signature, extra] = cursor.split('.');
      if (!body || !signature || extra !== undefined) throw badRequest(M.cursorInvalid);
      const expected = Buffer.from(sign(body, scope));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw badRequest(M.cursorInvalid);
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        throw badRequest(M.cursorInvalid);
      }
      if (!Array.isArray(parsed) || parsed.length !== 3) throw badRequest(M.cursorInvalid);
      const [page, value, id] = parsed as unknown[];
      if (!Number.isInteger(page) || (page as number) < 2 || (value !== null && typeof value !== 'string') || typeof id !== 'string' || !isUuid(id)) {
        throw badRequest(M.cursorInvalid);
      }
      return { page: page as number, value: value as string | null, id };
    },
  };
}

export type ProductCursors = ReturnType<typeof createProductCursors>;
