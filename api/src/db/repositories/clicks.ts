import { sql, type Kysely } from 'kysely';
import type { PendingClick } from '../../services/click-recorder.js';
import type { ClickDimension, DeviceClass } from '../click-types.js';
import type { Database } from '../types.js';

export interface ClickRange {
  /** YYYY-MM-DD, UTC days, both included. */
  from: string;
  to: string;
}

const DEVICES: DeviceClass[] = ['mobile', 'tablet', 'desktop'];
const DIMENSIONS: ClickDimension[] = ['referrer', 'device', 'country'];

/** Counts per key, keys sorted: concurrent batches (other processes) then lock shared rows in one order, never a deadlock. */
function countBy<T>(items: T[], key: (item: T) => string): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Click analytics over the daily counts the click transaction keeps (click_daily per product, click_daily_dims per
 * referrer, device and country): a range reads its days' rows, never the events. People's and bots' clicks apart.
 */
export function createClicksRepository(db: Kysely<Database>) {
  const inRange = ({ from, to }: ClickRange) => sql`d.day between ${from}::date and ${to}::date`;

  /**
   * People's clicks per day of the range, zero-filled, oldest first; `bots` beside them. The whole catalogue's days
   * come from the device counts (every click has exactly one device: three rows a day).
   */
  async function byDay(range: ClickRange, productId?: string) {
    const days = productId
      ? sql`select day, is_bot, clicks from click_daily where product_id = ${productId} and day between ${range.from}::date and ${range.to}::date`
      : sql`select day, is_bot, clicks from click_daily_dims where dimension = 'device' and day between ${range.from}::date and ${range.to}::date`;
    const { rows } = await sql<{ date: string; clicks: number; bots: number }>`
      select to_char(g.day, 'YYYY-MM-DD') as date,
        coalesce(sum(d.clicks) filter (where not d.is_bot), 0)::int as clicks,
        coalesce(sum(d.clicks) filter (where d.is_bot), 0)::int as bots
      from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as g(day)
      left join (${days}) d on d.day = g.day::date
      group by g.day
      order by g.day`.execute(db);
    return rows.map((row) => ({ date: row.date, clicks: Number(row.clicks), bots: Number(row.bots) }));
  }

  /** People's clicks per value of a dimension, most first. */
  async function topBy(range: ClickRange, dimension: ClickDimension, limit: number) {
    const { rows } = await sql<{ key: string; clicks: number }>`
      select d.value as key, sum(d.clicks)::int as clicks
      from click_daily_dims d
      where ${inRange(range)} and d.dimension = ${dimension} and not d.is_bot
      group by 1
      order by 2 desc, 1
      limit ${limit}`.execute(db);
    return rows.map((row) => ({ key: row.key, clicks: Number(row.clicks) }));
  }

  return {
    byDay,

    /**
     * Writes a batch of clicks in one transaction: the events, the daily counts and the people's clicks on each
     * product. Clicks of products deleted meanwhile are left out. The commit does not wait for the disk: a crash
     * may lose the last moment's clicks, which analytics can afford.
     */
    record: (clicks: PendingClick[]) =>
      db.transaction().execute(async (trx) => {
        await sql`select set_config('synchronous_commit', 'off', true)`.execute(trx);
        const column = <K extends keyof PendingClick>(key: K) => clicks.map((click) => click[key]);
        await sql`
          insert into click_events (product_id, visitor_hash, referrer, device, country, is_bot)
          select u.* from unnest(${column('productId')}::uuid[], ${column('visitorHash')}::text[], ${column('referrer')}::text[],
            ${column('device')}::text[], ${column('country')}::text[], ${column('isBot')}::boolean[])
            as u (product_id, visitor_hash, referrer, device, country, is_bot)
          where exists (select 1 from products p where p.id = u.product_id)`.execute(trx);
        const perProduct = countBy(clicks, (click) => `${click.productId}|${click.isBot}`).map(([key, n]) => [...key.split('|'), n] as const);
        await sql`
          insert into click_daily (day, product_id, is_bot, clicks)
          select (now() at time zone 'utc')::date, u.product_id, u.is_bot, u.n
          from unnest(${perProduct.map((row) => row[0])}::uuid[], ${perProduct.map((row) => row[1] === 'true')}::boolean[], ${perProduct.map((row) => row[2])}::int[])
            as u (product_id, is_bot, n)
          where exists (select 1 from products p where p.id = u.product_id)
          on conflict (day, product_id, is_bot) do update set clicks = click_daily.clicks + excluded.clicks`.execute(trx);
        const perValue = countBy(
          clicks.flatMap((click) => DIMENSIONS.map((dimension) => JSON.stringify([dimension, click[dimension], click.isBot]))),
          (key) => key,
        ).map(([key, n]) => [...(JSON.parse(key) as [string, string, boolean]), n] as const);
        await sql`
          insert into click_daily_dims (day, dimension, value, is_bot, clicks)
          select (now() at time zone 'utc')::date, u.dimension, u.value, u.is_bot, u.n
          from unnest(${perValue.map((row) => row[0])}::text[], ${perValue.map((row) => row[1])}::text[], ${perValue.map((row) => row[2])}::boolean[], ${perValue.map((row) => row[3])}::int[])
            as u (dimension, value, is_bot, n)
          on conflict (day, dimension, value, is_bot) do update set clicks = click_daily_dims.clicks + excluded.clicks`.execute(trx);
        const counted = perProduct.filter((row) => row[1] === 'false');
        if (counted.length) {
          await sql`
            update products p set clicks = p.clicks + u.n
            from unnest(${counted.map((row) => row[0])}::uuid[], ${counted.map((row) => row[2])}::int[]) as u (id, n)
            where p.id = u.id`.execute(trx);
        }
      }),

    /** Forgets visitors whose window has passed (the table would otherwise grow by every click). */
    pruneWindows: () => sql`delete from click_windows where until < now()`.execute(db),

    async summary(range: ClickRange, limits: { top: number; zeroClick: number }) {
      const [days, top, referrers, devices, countries, zero] = await Promise.all([
        byDay(range),
        sql<{ id: string; title: string; clicks: number }>`
          select p.id, p.title, t.clicks
          from (
            select d.product_id, sum(d.clicks)::int as clicks
            from click_daily d where ${inRange(range)} and not d.is_bot
            group by d.product_id
            order by 2 desc, 1
            limit ${limits.top}
          ) t
          join products p on p.id = t.product_id
          order by t.clicks desc, p.id`.execute(db),
        topBy(range, 'referrer', limits.top),
        topBy(range, 'device', DEVICES.length),
        topBy(range, 'country', limits.top),
        // Active products no person clicked in the range (newest first); the count covers them all.
        sql<{ id: string; title: string; createdAt: string; total: number }>`
          select p.id, p.title, p.created_at, count(*) over ()::int as total
          from products p
          where p.is_active and not exists (
            select 1 from click_daily d where d.product_id = p.id and ${inRange(range)} and not d.is_bot
          )
          order by p.created_at desc, p.id
          limit ${limits.zeroClick}`.execute(db),
      ]);
      const perDevice = new Map(devices.map((row) => [row.key, row.clicks]));
      return {
        total: days.reduce((sum, day) => sum + day.clicks, 0),
        bots: days.reduce((sum, day) => sum + day.bots, 0),
        byDay: days,
        topProducts: top.rows.map((row) => ({ _id: row.id, title: row.title, clicks: Number(row.clicks) })),
        referrers: referrers.map((row) => ({ referrer: row.key, clicks: row.clicks })),
        devices: DEVICES.map((device) => ({ device, clicks: perDevice.get(device) ?? 0 })),
        countries: countries.map((row) => ({ country: row.key, clicks: row.clicks })),
        zeroClickProducts: zero.rows.map((row) => ({ _id: row.id, title: row.title, createdAt: row.createdAt })),
        zeroClickCount: Number(zero.rows[0]?.total ?? 0),
      };
    },
  };
}

export type ClicksRepository = ReturnType<typeof createClicksRepository>;
