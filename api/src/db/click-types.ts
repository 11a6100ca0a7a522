import type { ColumnType } from 'kysely';

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** migrations/005_click_analytics.ts: click events counted per UTC day (the click_events columns are in catalog-types.ts). */
export interface ClickDailyTable {
  day: ColumnType<string, string, string>;
  productId: string;
  /** A path on our site, an external host, or '' (no referrer). */
  referrer: string;
  device: DeviceClass;
  /** ISO 3166 alpha-2, or '' when unknown. */
  country: string;
  isBot: boolean;
  clicks: number;
}

export interface ClickTables {
  clickDaily: ClickDailyTable;
}
