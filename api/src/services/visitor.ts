import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * An anonymised visitor id for click de-duplication: a keyed hash of address and user agent with a salt
 * that changes every UTC day. The raw address is never stored, and hashes cannot be linked across days.
 */
export function visitorHash(request: FastifyRequest, secret: string, now = new Date()): string {
  return crypto
    .createHmac('sha256', daySalt(secret, now.toISOString().slice(0, 10)))
    .update(`${request.ip}\n${request.headers['user-agent'] ?? ''}`)
    .digest('hex');
}

/** The day's salt, derived once per day and secret instead of at every click. */
let lastSalt: { secret: string; day: string; salt: Buffer } | undefined;
function daySalt(secret: string, day: string): Buffer {
  if (lastSalt?.secret !== secret || lastSalt.day !== day) {
    lastSalt = { secret, day, salt: crypto.createHmac('sha256', secret).update(`click-salt:${day}`).digest() };
  }
  return lastSalt.salt;
}
