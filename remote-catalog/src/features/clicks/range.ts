import type { DayRange } from './api';

/** The API's limit on a range. */
export const MAX_RANGE_DAYS = 366;
export const PRESET_DAYS = [7, 30, 90] as const;
export const DEFAULT_PRESET = 30;

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last `days` UTC days, today included (the API counts clicks per UTC day). */
export function lastDays(days: number, now = Date.now()): DayRange {
  return { from: isoDay(now - (days - 1) * DAY_MS), to: isoDay(now) };
}

/** Days in a range, both ends included; NaN for a date that is not YYYY-MM-DD. */
export function rangeDays({ from, to }: DayRange): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
}

/** What is wrong with a custom range, or null when the API will take it. */
export function rangeProblem(range: DayRange): 'invalid' | 'tooLong' | null {
  const days = rangeDays(range);
  if (!Number.isFinite(days) || days < 1) return 'invalid';
  return days > MAX_RANGE_DAYS ? 'tooLong' : null;
}
