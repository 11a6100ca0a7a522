import { CLICK_STATS, CLICK_STATS_MESSAGES as M } from '../constants.js';
import { badRequest } from '../utils/http-error.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A real calendar day as YYYY-MM-DD (2026-02-30 is not), in ms since the epoch at 00:00 UTC. */
function parseDay(value: string, name: 'from' | 'to'): number {
  const ms = DATE.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
  if (Number.isNaN(ms) || isoDay(ms) !== value) throw badRequest(M.badDate(name));
  return ms;
}

/** The last `days` UTC days, today included. */
export function lastDays(days: number, now = Date.now()) {
  const to = Date.parse(`${isoDay(now)}T00:00:00Z`);
  return { from: isoDay(to - (days - 1) * DAY_MS), to: isoDay(to) };
}

/**
 * The UTC days from `from` to `to` (both included). Missing `to`: today; missing `from`: the default number of days
 * ending at `to`. 400 for a malformed or impossible date, from after to, or a range longer than the maximum.
 */
export function resolveClickRange(query: { from?: string; to?: string }, now = Date.now()) {
  const to = query.to ? parseDay(query.to, 'to') : Date.parse(`${isoDay(now)}T00:00:00Z`);
  const from = query.from ? parseDay(query.from, 'from') : to - (CLICK_STATS.defaultDays - 1) * DAY_MS;
  if (from > to) throw badRequest(M.fromAfterTo);
  if ((to - from) / DAY_MS + 1 > CLICK_STATS.maxDays) throw badRequest(M.rangeTooLong);
  return { from: isoDay(from), to: isoDay(to) };
}
