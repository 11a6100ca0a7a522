import type { FastifyRequest } from 'fastify';
import path from 'node:path';
import { IMPORT_EXTENSIONS, MESSAGES } from '../constants.js';
import { badRequest, HttpError } from '../utils/http-error.js';
import { readSheet, type Sheet } from './spreadsheet.js';

/**
 * The spreadsheet uploaded in the multipart field "file" (.csv or .xlsx), read under the limits: no file, another
 * type or an unreadable file is a 400 the user can act on; past `bytes` the multipart reader answers 413.
 */
export async function readUploadedSheet(request: FastifyRequest, limits: { rows: number; bytes?: number }): Promise<Sheet> {
  if (!request.isMultipart()) throw badRequest(MESSAGES.importNoFile);
  const file = await request.file(limits.bytes ? { limits: { fileSize: limits.bytes } } : undefined);
  if (!file || file.fieldname !== 'file') throw badRequest(MESSAGES.importNoFile);
  const extension = path.extname(file.filename).toLowerCase();
  if (extension !== '.xls' && !(IMPORT_EXTENSIONS as readonly string[]).includes(extension)) throw badRequest(MESSAGES.importBadType);
  const buffer = await file.toBuffer();
  try {
    return await readSheet(buffer, file.filename, { rows: limits.rows });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    request.log.info({ err: error }, 'unreadable spreadsheet upload');
    throw badRequest(MESSAGES.importUnreadable);
  }
}
