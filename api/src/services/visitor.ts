import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * An anonymised visitor id for click de-duplication: a keyed hash of address and user agent with a salt
 * that changes every UTC day. The raw address is never stored, and hashes cannot be linked across days.
 */
export function visitorHash(request: FastifyRequest, secret: string, now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  const salt = crypto.createHmac('sha256', secret).update(`click-salt:${day}`).digest();
  return crypto
    .createHmac('sha256', salt)
    .update(`${request.ip}\n${request.headers['user-agent'] ?? ''}`)
    .digest('hex');
}
