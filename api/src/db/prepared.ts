import type pg from 'pg';

/** Distinct query texts that get a name (each connection prepares those it runs): bounds the server's memory. */
const MAX_NAMED = 1000;
/** Longer texts are one-off shapes (bulk inserts of N rows, long IN lists): not worth a prepared statement. */
const MAX_NAMED_LENGTH = 4096;

/**
 * Makes every connection of the pool prepare its queries: pg sends a query that has a `name` to the server once
 * per connection (parse and plan), then only executes it. Kysely gives pg text and values; the name is given
 * per distinct text. A query without parameters keeps pg's simple protocol, which also runs several statements
 * in one text (migrations do).
 */
export function prepareQueries(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED && text.length <= MAX_NAMED_LENGTH) {
      name = `q${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((text: unknown, values?: unknown) => {
      if (typeof text === 'string' && Array.isArray(values) && values.length) {
        const name = nameOf(text);
        if (name) return query({ name, text, values });
      }
      return query(text, values);
    }) as typeof client.query;
  });
}
