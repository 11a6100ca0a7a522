import type { LinkCheckRunRow } from '../../db/link-check-types.js';
import type { ProductRow } from '../../db/catalog-types.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

type LinkColumns = Pick<
  ProductRow,
  'linkStatus' | 'linkHttpStatus' | 'linkFinalUrl' | 'linkRedirects' | 'linkError' | 'linkResponseMs' | 'linkCheckedAt' | 'linkAcknowledged'
>;

/** A product's `link` (staff and admin payloads only). */
export const toLinkView = (row: LinkColumns) => ({
  status: row.linkStatus,
  httpStatus: row.linkHttpStatus,
  finalUrl: row.linkFinalUrl,
  redirects: row.linkRedirects ?? [],
  error: row.linkError,
  responseMs: row.linkResponseMs,
  checkedAt: iso(row.linkCheckedAt),
  acknowledged: row.linkAcknowledged,
});

export const toRunView = (run: LinkCheckRunRow) => ({
  id: run.id,
  status: run.status,
  total: run.total,
  checked: run.checked,
  healthy: run.healthy,
  warning: run.warning,
  broken: run.broken,
  startedAt: iso(run.startedAt)!,
  finishedAt: iso(run.finishedAt),
  trigger: run.trigger,
  error: run.error,
});
