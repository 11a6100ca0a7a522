import type { FastifyReply } from 'fastify';

export const DOWNLOAD_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;
export type DownloadFormat = keyof typeof DOWNLOAD_CONTENT_TYPES;

/** Headers of a file download (never kept by a cache: it may hold staff data). */
export function attachment(reply: FastifyReply, format: DownloadFormat, name: string) {
  return reply
    .header('content-type', DOWNLOAD_CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${name}.${format}"`)
    .header('cache-control', 'no-store');
}

/**
 * Runs the first database query before the headers go out: if it fails, the client gets an error answer
 * instead of a 200 download that is cut short.
 */
export async function primed<T>(rows: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  })();
}
