import { sql, type Kysely, type Selectable } from 'kysely';
import { LINK_CHECK_MESSAGES, LINK_STATUSES } from '../../constants.js';
import type { LinkCheckResult } from '../../services/link-check/checker.js';
import type { ProductsTable } from '../catalog-types.js';
import type { LinkCheckRunRow } from '../link-check-types.js';
import type { Database } from '../types.js';

/** The product columns that say "not checked yet": what a changed affiliate link goes back to. */
export const LINK_UNCHECKED = {
  linkStatus: 'unchecked',
  linkHttpStatus: null,
  linkFinalUrl: null,
  linkRedirects: '[]',
  linkError: null,
  linkResponseMs: null,
  linkCheckedAt: null,
  linkAcknowledged: false,
} as const;

const LINK_COLUMNS = [
  'linkStatus',
  'linkHttpStatus',
  'linkFinalUrl',
  'linkRedirects',
  'linkError',
  'linkResponseMs',
  'linkCheckedAt',
  'linkAcknowledged',
] as const;

type LinkColumns = Pick<Selectable<ProductsTable>, (typeof LINK_COLUMNS)[number]>;

export interface RunCounts {
  checked: number;
  healthy: number;
  warning: number;
  broken: number;
}

export interface NewRun {
  trigger: 'manual' | 'scheduled';
  /** Chosen products; undefined: every active product. */
  productIds?: string[];
  /** Scheduled runs: only products whose last check is older than this many ms (never checked included). */
  olderThanMs?: number;
  /** Scheduled runs: none is started when a scheduled run started within this many ms. */
  notWithinMs?: number;
}

export type StartRunResult = { run: LinkCheckRunRow } | { running: LinkCheckRunRow } | { skipped: true };

// Serialises run starts across processes (pg_advisory_xact_lock key; PGlite has the same function).
const RUN_START_LOCK = 'link_check_runs:start';

export function createLinkChecksRepository(db: Kysely<Database>) {
  /** Runs whose process stopped beating are marked failed, so they never block the next. */
  const failStale = (staleMs: number, executor: Kysely<Database> = db) =>
    executor
      .updateTable('linkCheckRuns')
      .set({ status: 'failed', finishedAt: sql`now()`, error: LINK_CHECK_MESSAGES.interrupted })
      .where('status', '=', 'running')
      .where('heartbeatAt', '<', sql<string>`now() - make_interval(secs => ${staleMs / 1000})`)
      .execute();

  return {
    failStale,

    /** Marks every running run failed: on PGlite at start (one process per database, so none of them is alive). */
    failAllRunning: () =>
      db
        .updateTable('linkCheckRuns')
        .set({ status: 'failed', finishedAt: sql`now()`, error: LINK_CHECK_MESSAGES.interrupted })
        .where('status', '=', 'running')
        .execute(),

    /** Starts a run unless one is running (answers it) or, for a scheduled run, one started recently. */
    startRun: (input: NewRun, staleMs: number): Promise<StartRunResult> =>
      db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${RUN_START_LOCK}))`.execute(trx);
        await failStale(staleMs, trx as unknown as Kysely<Database>);
        const running = await trx.selectFrom('linkCheckRuns').selectAll().where('status', '=', 'running').executeTakeFirst();
        if (running) return { running };
        if (input.notWithinMs !== undefined) {
          const recent = await trx
            .selectFrom('linkCheckRuns')
            .select('id')
            .where('trigger', '=', 'scheduled')
            .where('startedAt', '>', sql<string>`now() - make_interval(secs => ${input.notWithinMs / 1000})`)
            .executeTakeFirst();
          if (recent) return { skipped: true };
        }
        const checkedBefore = sql<string>`now() - make_interval(secs => ${(input.olderThanMs ?? 0) / 1000})`;
        const { total } = await trx
          .selectFrom('products')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where((eb) =>
            eb.and([
              input.productIds ? eb('id', 'in', input.productIds) : eb('isActive', '=', true),
              eb.or([eb('linkCheckedAt', 'is', null), eb('linkCheckedAt', '<', checkedBefore)]),
            ]),
          )
          .executeTakeFirstOrThrow();
        const run = await trx
          .insertInto('linkCheckRuns')
          .values({
            trigger: input.trigger,
            productIds: input.productIds ?? null,
            checkedBefore,
            total: Number(total),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { run };
      }),

    findRun: (id: string) => db.selectFrom('linkCheckRuns').selectAll().where('id', '=', id).executeTakeFirst(),

    latestRun: () => db.selectFrom('linkCheckRuns').selectAll().orderBy('startedAt', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst(),

    /**
     * The run's next products after `cursor`, oldest check first. A product checked during the run (now later than
     * checked_before) drops out, so reading in pages never sees it twice and never holds the whole table.
     */
    async nextPage(run: LinkCheckRunRow, cursor: { at: string; id: string } | undefined, limit: number) {
      const checkedAt = sql<string>`coalesce(${sql.ref('linkCheckedAt')}, '-infinity'::timestamptz)`;
      const rows = await db
        .selectFrom('products')
        .select(['id', 'affiliateLink', sql<string>`${checkedAt}::text`.as('cursorAt')])
        .where((eb) =>
          eb.and([
            run.productIds ? eb('id', 'in', run.productIds) : eb('isActive', '=', true),
            eb(checkedAt, '<', sql<string>`(select checked_before from link_check_runs where id = ${run.id})`),
            // Products added after the run started are not part of it (its total was counted then).
            eb('createdAt', '<=', sql<string>`(select started_at from link_check_runs where id = ${run.id})`),
            ...(cursor ? [sql<boolean>`(${checkedAt}, ${sql.ref('id')}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`] : []),
          ]),
        )
        .orderBy(checkedAt)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows;
    },

    /** Counts so far; also the heartbeat that says the run's process is alive. */
    flush: (id: string, counts: RunCounts) =>
      db.updateTable('linkCheckRuns').set({ ...counts, heartbeatAt: sql`now()` }).where('id', '=', id).where('status', '=', 'running').execute(),

    finish: (id: string, status: 'done' | 'failed', counts: RunCounts, error: string | null = null) =>
      db
        .updateTable('linkCheckRuns')
        .set({ ...counts, status, error, finishedAt: sql`now()`, heartbeatAt: sql`now()` })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .execute(),

    /**
     * Stores checks' results in one statement (a run saves them in batches: on PGlite every write statement costs the
     * shared connection far more than its rows do), except where the product's link changed while it was being
     * checked (that result would describe a link the product no longer has). An acknowledgement stays only while
     * the status and final URL do. Answers the link columns of the products saved.
     */
    async saveResults(items: { productId: string; checkedLink: string; result: LinkCheckResult }[]) {
      if (!items.length) return [];
      const rows = items.map(
        ({ productId, checkedLink, result: r }) =>
          sql`(${productId}::uuid, ${checkedLink}::text, ${r.status}::text, ${r.httpStatus}::int, ${r.finalUrl}::text,
               ${JSON.stringify(r.redirects)}::jsonb, ${r.error}::text, ${r.responseMs}::int)`,
      );
      // link_checked_at is the database's clock, as a run's checked_before is: a product checked during a run
      // always drops out of it. In SET, p.link_status and p.link_final_url are the values before this update.
      const result = await sql<{ id: string } & LinkColumns>`
        update products as p set
          link_status = v.status,
          link_http_status = v.http_status,
          link_final_url = v.final_url,
          link_redirects = v.redirects,
          link_error = v.error,
          link_response_ms = v.response_ms,
          link_checked_at = now(),
          link_acknowledged = case
            when p.link_status = v.status and p.link_final_url is not distinct from v.final_url then p.link_acknowledged
            else false end
        from (values ${sql.join(rows)}) as v (id, link, status, http_status, final_url, redirects, error, response_ms)
        where p.id = v.id and p.affiliate_link = v.link
        returning p.id, p.link_status, p.link_http_status, p.link_final_url, p.link_redirects, p.link_error,
          p.link_response_ms, p.link_checked_at, p.link_acknowledged`.execute(db);
      return result.rows;
    },

    setAcknowledged: (productId: string, acknowledged: boolean) =>
      db.updateTable('products').set({ linkAcknowledged: acknowledged }).where('id', '=', productId).returning(LINK_COLUMNS).executeTakeFirst(),

    /** How many products (active or not, as the admin list shows them) have each link status. */
    async summary() {
      const rows = await db
        .selectFrom('products')
        .select((eb) => ['linkStatus', eb.fn.countAll<number>().as('count')])
        .groupBy('linkStatus')
        .execute();
      const summary = Object.fromEntries(LINK_STATUSES.map((status) => [status, 0])) as Record<(typeof LINK_STATUSES)[number], number>;
      for (const row of rows) summary[row.linkStatus] = Number(row.count);
      return summary;
    },
  };
}

export type LinkChecksRepository = ReturnType<typeof createLinkChecksRepository>;
