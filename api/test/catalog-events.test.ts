// The catalogue's change events (services/catalog-events.ts) over PostgreSQL LISTEN/NOTIFY: heard by the other
// processes, not twice by the sender, many changes in a row sent as few messages, and a listener that comes back
// after its connection is terminated (and counts its return as a change: messages sent meanwhile are lost).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { createCatalogEvents, createLocalCatalogEvents, LISTENER_APPLICATION_NAME, type CatalogEvents } from '../src/services/catalog-events.js';
import { waitFor, withClient } from './helpers/child-api.js';

const url = process.env.TEST_DATABASE_URL;
const quiet = { warn: () => {} };

describe('catalog events in one process', () => {
  it('changed() runs every listener at once; a stopped listener no longer runs', async () => {
    const events = createLocalCatalogEvents();
    let heard = 0;
    const stop = events.onChange(() => heard++);
    events.onChange(() => {
      throw new Error('a failing listener does not stop the others');
    });
    await events.changed();
    assert.equal(heard, 1);
    stop();
    await events.changed();
    assert.equal(heard, 1);
    assert.equal(events.connected, true);
  });
});

describe('catalog events over PostgreSQL', { skip: url ? undefined : 'needs TEST_DATABASE_URL' }, () => {
  let pool: pg.Pool;
  let sent = 0;
  const opened: CatalogEvents[] = [];
  const open = async () => {
    const events = await createCatalogEvents({
      kind: 'postgres',
      databaseUrl: url,
      notify: (channel, message) => {
        sent++;
        return pool.query('select pg_notify($1, $2)', [channel, message]);
      },
      log: quiet,
    });
    opened.push(events);
    return events;
  };
  before(() => {
    pool = new pg.Pool({ connectionString: url, max: 2 });
  });
  after(async () => {
    for (const events of opened) await events.close();
    await pool.end();
  });

  it('another process hears a change; the sender does not hear its own twice', async () => {
    const a = await open();
    const b = await open();
    let heardByA = 0;
    let heardByB = 0;
    a.onChange(() => heardByA++);
    b.onChange(() => heardByB++);
    await a.changed();
    assert.equal(heardByA, 1, 'at once, before changed() resolves');
    await waitFor(async () => heardByB === 1, 2000, 'b heard the change');
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(heardByA, 1, 'its own message is not a second change');
  });

  it('many changes in a row go out as at most two messages, each call resolving after one that covers it', async () => {
    const a = await open();
    sent = 0;
    await Promise.all(Array.from({ length: 20 }, () => a.changed()));
    assert.ok(sent >= 1 && sent <= 2, `${sent} messages`);
  });

  it('the listener comes back after pg_terminate_backend, counts that as a change, and hears again', async () => {
    const a = await open();
    const b = await open();
    let heardByB = 0;
    b.onChange(() => heardByB++);
    await withClient(url!, (client) =>
      client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1', [LISTENER_APPLICATION_NAME]),
    );
    await waitFor(async () => !b.connected, 5000, 'b noticed the lost connection');
    await waitFor(async () => b.connected, 10_000, 'b listens again');
    assert.equal(heardByB, 1, 'its return counts as a change');
    await a.changed();
    await waitFor(async () => heardByB === 2, 2000, 'b hears changes again');
  });
});
