import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<string, Date | string | undefined, Date | string>;

/** Tables of migrations/004_link_health.ts (the product columns are in catalog-types.ts). */
export interface LinkCheckRunsTable {
  id: Generated<string>;
  status: ColumnType<'running' | 'done' | 'failed', 'running' | 'done' | 'failed' | undefined, 'running' | 'done' | 'failed'>;
  trigger: 'manual' | 'scheduled';
  productIds: string[] | null;
  checkedBefore: Timestamp;
  total: Generated<number>;
  checked: Generated<number>;
  healthy: Generated<number>;
  warning: Generated<number>;
  broken: Generated<number>;
  startedAt: Timestamp;
  finishedAt: Timestamp | null;
  heartbeatAt: Timestamp;
  error: string | null;
}

export interface LinkCheckTables {
  linkCheckRuns: LinkCheckRunsTable;
}

export type LinkCheckRunRow = Selectable<LinkCheckRunsTable>;
