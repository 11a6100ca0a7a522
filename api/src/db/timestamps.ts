import pg from 'pg';

const TIMESTAMPTZ = 1184;
const driverParser = pg.types.getTypeParser(TIMESTAMPTZ) as (value: string) => Date | number;

/** A timestamptz as PostgreSQL writes it in a UTC session: '2026-01-01 09:30:00.123456+00' (fraction optional). */
const UTC_TEXT = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamptz column's text as the API answers it, Date#toISOString's '2026-01-01T09:30:00.123Z' (milliseconds,
 * truncated), without making a Date and formatting it back for every value of every row. Other texts (a session
 * in another time zone, a year beyond 9999 or BC, infinity) go through a Date as the driver would parse them.
 */
export function isoTimestamp(text: string): string {
  const match = UTC_TEXT.exec(text);
  if (match) return `${match[1]}T${match[2]}.${match[3] ? match[3].padEnd(3, '0').slice(0, 3) : '000'}Z`;
  const date = driverParser(text);
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date.toISOString() : text;
}

export { TIMESTAMPTZ };

/** A timestamp for a response: the database's is already an ISO string; a Date only comes from code that made one. */
export const toIso = (value: Date | string): string => (typeof value === 'string' ? value : value.toISOString());
