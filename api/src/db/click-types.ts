import type { ColumnType } from 'kysely';

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';
export type ClickDimension = 'referrer' | 'device' | 'country';

type Day = ColumnType<string, string, string>;

/** migrations/005_click_analytics.ts: clicks per UTC day (the click_events columns are in catalog-types.ts). */
export interface ClickDailyTable {
  day: Day;
  productId: string;
  isBot: boolean;
  clicks: number;
}

export interface ClickDailyDimsTable {
  day: Day;
  dimension: ClickDimension;
  /** referrer: a path on our site, an external host or ''; device: a DeviceClass; country: ISO 3166 alpha-2 or ''. */
  value: string;
  isBot: boolean;
  clicks: number;
}

/** A visitor's window on a product: no other click of theirs counts until `until`. */
export interface ClickWindowsTable {
  productId: string;
  visitorHash: string;
  until: ColumnType<string, Date | string, Date | string>;
}

export interface ClickTables {
  clickDaily: ClickDailyTable;
  clickDailyDims: ClickDailyDimsTable;
  clickWindows: ClickWindowsTable;
}
