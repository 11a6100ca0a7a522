import { Type } from '@sinclair/typebox';
import { Success } from './common.js';

/** Dates are checked by the route (resolveClickRange) so that each mistake gets its own message. */
export const ClickRangeQuery = Type.Object({
  from: Type.Optional(Type.String({ maxLength: 20 })),
  to: Type.Optional(Type.String({ maxLength: 20 })),
});

const Day = Type.Object({ date: Type.String(), clicks: Type.Integer(), bots: Type.Integer() });

export const ClickStatsResponse = Success({
  from: Type.String(),
  to: Type.String(),
  clicks: Type.Object({
    /** People's clicks in the range; bots' are in `bots` only. */
    total: Type.Integer(),
    bots: Type.Integer(),
    byDay: Type.Array(Day),
    topProducts: Type.Array(Type.Object({ _id: Type.String(), title: Type.String(), clicks: Type.Integer() })),
    /** A path on our site, an external host, or '' (no referrer: typed address, app, privacy settings). */
    referrers: Type.Array(Type.Object({ referrer: Type.String(), clicks: Type.Integer() })),
    devices: Type.Array(Type.Object({ device: Type.String(), clicks: Type.Integer() })),
    /** '' when no trusted header gave a country. */
    countries: Type.Array(Type.Object({ country: Type.String(), clicks: Type.Integer() })),
    zeroClickProducts: Type.Array(Type.Object({ _id: Type.String(), title: Type.String(), createdAt: Type.String() })),
    /** All active products without a click in the range (the list is cut at a limit). */
    zeroClickCount: Type.Integer(),
  }),
});

export const ProductClicksResponse = Success({
  from: Type.String(),
  to: Type.String(),
  total: Type.Integer(),
  bots: Type.Integer(),
  byDay: Type.Array(Day),
});
