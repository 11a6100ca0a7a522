import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs } from 'kysely';
import { buildApp, type App } from '../src/app.js';
import type { UserRow } from '../src/db/accounts-types.js';
import { createTestApp, type TestContext } from './helpers/app.js';

/** Records every statement the app runs: whether it counts users (a count(*) from users) or not. */
function statementRecorder() {
  const statements: { countsUsers: boolean }[] = [];
  const plugin: KyselyPlugin = {
    transformQuery(args: PluginTransformQueryArgs) {
      const text = JSON.stringify(args.node);
      statements.push({ countsUsers: text.includes('"func":"count"') && text.includes('"name":"users"') });
      return args.node;
    },
    transformResult: async (args: PluginTransformResultArgs) => args.result,
  };
  return { plugin, statements };
}

describe('user list totals', () => {
  let t: TestContext;
  let admin: UserRow;
  /** A second app over the same database whose statements are recorded (the first one serves the writes). */
  let counted: App;
  const recorder = statementRecorder();

  before(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 'admin', fullName: 'Main Admin' });
    for (let i = 0; i < 11; i++) await t.createUser({ fullName: `Searchable Person ${i}`, role: i % 2 ? 'nurse' : 'user' });
    for (let i = 0; i < 3; i++) await t.createUser({ fullName: `Other Member ${i}` });
    counted = await buildApp({
      config: t.config,
      database: { ...t.database, db: t.database.db.withPlugin(recorder.plugin), destroy: async () => {} },
      logger: false,
    });
    await counted.ready();
  });
  after(async () => {
    await counted?.close();
    await t.close();
  });

  const list = async (app: App, query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/users${query}`, headers: t.auth(admin) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as { users: { fullName: string }[]; pagination: { total: number; pages: number }; unfilteredTotal: number };
  };
  /** The request's user counts (statements counting users) and all its statements. */
  async function measured(query: string) {
    recorder.statements.length = 0;
    const body = await list(counted, query);
    return { body, counts: recorder.statements.filter((s) => s.countsUsers).length, statements: recorder.statements.length };
  }

  it('counts the unfiltered total once, then answers it from the cache', async () => {
    const cold = await measured('?limit=5');
    assert.equal(cold.body.pagination.total, 15);
    assert.equal(cold.body.unfilteredTotal, 15);
    assert.equal(cold.counts, 1, 'one count, not two');
    const warm = await measured('?limit=5&page=2');
    assert.equal(warm.body.pagination.total, 15);
    assert.equal(warm.counts, 0);
    const base = await measured('?limit=5&page=3');
    assert.equal(base.counts, 0);
    assert.equal(base.body.users.length, 5);
  });

  it('counts a filtered total only for a full page, once per filter', async () => {
    const full = await measured('?limit=5&search=searchable');
    assert.equal(full.body.pagination.total, 11);
    assert.equal(full.body.pagination.pages, 3);
    assert.equal(full.body.unfilteredTotal, 15);
    assert.equal(full.counts, 1, 'the filtered count; the unfiltered one is cached');
    const second = await measured('?limit=5&page=2&search=searchable');
    assert.equal(second.body.pagination.total, 11);
    assert.equal(second.counts, 0, 'the same filter: cached');
    // Not full: the list ends here, so its total is known without counting.
    const last = await measured('?limit=20&search=other');
    assert.equal(last.body.pagination.total, 3);
    assert.equal(last.counts, 0);
    const lastPage = await measured('?limit=4&page=2&search=searchable%20person%201');
    assert.equal(lastPage.body.users.length, 0, 'past the end: "1" and "10" match, 2 rows');
    assert.equal(lastPage.body.pagination.total, 2);
    assert.equal(lastPage.counts, 1, 'an empty page past the end must count');
    const nurses = await measured('?limit=5&role=nurse');
    assert.equal(nurses.body.pagination.total, 5);
    assert.equal(nurses.counts, 1);
  });

  it('totals follow writes at once, with and without filters', async () => {
    await list(t.app, '?limit=5');
    await list(t.app, '?limit=5&search=searchable');
    const created = await t.createUser({ fullName: 'Searchable Newcomer' });
    assert.equal((await list(t.app, '?limit=5')).pagination.total, 16);
    assert.equal((await list(t.app, '?limit=5&search=searchable')).pagination.total, 12);

    const res = await t.app.inject({ method: 'POST', url: '/api/users/bulk', headers: t.auth(admin), payload: { action: 'deactivate', ids: [created.id] } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await list(t.app, '?limit=5&isActive=false')).pagination.total, 1);
    assert.equal((await list(t.app, '?limit=1&isActive=true')).pagination.total, 15);

    const removed = await t.app.inject({ method: 'POST', url: '/api/users/bulk', headers: t.auth(admin), payload: { action: 'delete', ids: [created.id] } });
    assert.equal(removed.statusCode, 200, removed.body);
    const after = await list(t.app, '?limit=5&search=searchable');
    assert.equal(after.pagination.total, 11);
    assert.equal(after.unfilteredTotal, 15);
    assert.equal((await list(t.app, '?limit=1&isActive=false')).pagination.total, 0);
  });

  it('an import merges the search index pending list, and search finds the imported users', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({
      fullName: `Imported Zebra ${i}`,
      username: `imported_zebra_${i}`,
      email: `zebra${i}@import.test`,
      role: 'user' as const,
      passwordHash: 'x',
    }));
    assert.equal(await t.app.repos.users.createMany(rows), 30);
    // Nothing is left to merge: the import did it (a plain insert leaves its entries pending).
    const pending = () => sql<{ pages: number }>`select gin_clean_pending_list('users_search_text_trgm_idx') as pages`.execute(t.database.db);
    assert.equal(Number((await pending()).rows[0]!.pages), 0);
    await t.createUser({ fullName: 'Single Zebra' });
    assert.ok(Number((await pending()).rows[0]!.pages) > 0, 'a single insert leaves a pending page (the check can fail)');
    const body = await list(t.app, '?limit=50&search=zebra');
    assert.equal(body.pagination.total, 31);
    assert.equal(body.unfilteredTotal, 46);
  });
});
