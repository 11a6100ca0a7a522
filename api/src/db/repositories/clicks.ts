import { sql, type Kysely } from 'kysely';
import type { DeviceClass } from '../click-types.js';
import type { Database } from '../types.js';

export interface ClickRange {
  /** YYYY-MM-DD, UTC days, both included. */
  from: string;
  to: string;
}

const DEVICES: DeviceClass[] = ['mobile', 'tablet', 'desktop'];

/**
 * Click analytics over click_daily (clicks per UTC day and product, referrer, device, country, bot), which the click
 * transaction keeps: a range reads its days' rows, never the events. People's clicks and bots' are kept apart.
 */
export function createClicksRepository(db: Kysely<Database>) {
  const inRange = ({ from, to }: ClickRange) => sql`d.day between ${from}::date and ${to}::date`;

  /** People's clicks per day of the range, zero-filled, oldest first; `bots` beside them. */
  async function byDay(range: ClickRange, productId?: string) {
    const product = productId ? sql`and d.product_id = ${productId}` : sql``;
    const { rows } = await sql<{ date: string; clicks: number; bots: number }>`
      select to_char(g.day, 'YYYY-MM-DD') as date,
        coalesce(sum(d.clicks) filter (where not d.is_bot), 0)::int as clicks,
        coalesce(sum(d.clicks) filter (where d.is_bot), 0)::int as bots
      from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as g(day)
      left join click_daily d on d.day = g.day::date ${product}
      group by g.day
      order by g.day`.execute(db);
    return rows.map((row) => ({ date: row.date, clicks: Number(row.clicks), bots: Number(row.bots) }));
  }

  /** People's clicks grouped by one click_daily column, most first. */
  async function topBy(range: ClickRange, column: 'referrer' | 'device' | 'country', limit: number) {
    const { rows } = await sql<{ key: string; clicks: number }>`
      select ${sql.ref(`d.${column}`)} as key, sum(d.clicks)::int as clicks
      from click_daily d
      where ${inRange(range)} and not d.is_bot
      group by 1
      order by 2 desc, 1
      limit ${limit}`.execute(db);
    return rows.map((row) => ({ key: row.key, clicks: Number(row.clicks) }));
  }

  return {
    byDay,

    async summary(range: ClickRange, limits: { top: number; zeroClick: number }) {
      const [totals, days, top, referrers, devices, countries, zero] = await Promise.all([
        sql<{ total: number; bots: number }>`
          select coalesce(sum(d.clicks) filter (where not d.is_bot), 0)::int as total,
            coalesce(sum(d.clicks) filter (where d.is_bot), 0)::int as bots
          from click_daily d where ${inRange(range)}`.execute(db),
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
        total: Number(totals.rows[0].total),
        bots: Number(totals.rows[0].bots),
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
