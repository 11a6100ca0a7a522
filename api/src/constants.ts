/**
 * The API's own settings and limits. What the front ends share with the API (roles, sorts, field limits, texts)
 * is in @app/contracts and re-exported here, so API code imports every constant from this one module.
 */
import { LINK_CHECK_MAX_IDS } from '@app/contracts/constants';

export * from '@app/contracts/constants';

/** How long the user list's totals may be reused (writes through the API clear them at once). */
export const USER_COUNT_CACHE_MS = 2_000;
export const AUTH_RATE_LIMIT_WINDOW = '1 minute';
export const DEFAULT_AUTH_RATE_LIMIT_MAX = 10;
export const DEFAULT_JWT_TTL = '8h';
/**
 * Per-account sign-in lockout (beside the per-IP limit): after this many failed sign-ins within the window, the
 * account answers 429 until the window ends, whatever the password and wherever the request comes from.
 */
export const LOGIN_LOCKOUT_MAX_FAILURES = 5;
export const LOGIN_LOCKOUT_WINDOW_MS = 10 * 60_000;

/** How long a product list total may be reused (0 = always count); see db/repositories/count-cache.ts. */
/** How long a product list total may be reused unless PRODUCT_COUNT_CACHE_MS says otherwise (0 = always count). */
export const DEFAULT_PRODUCT_COUNT_CACHE_MS = 10_000;
/** A visitor's repeated clicks on one product within this window count once. */
export const CLICK_DEDUP_WINDOW_MINUTES = 30;
export const CLICK_RATE_LIMIT = { max: 120, timeWindow: 60_000 } as const;
/** Clicks written in one transaction at most; visitors' passed windows are forgotten this often. */
export const CLICK_BATCH_MAX = 1000;
export const CLICK_WINDOW_PRUNE_MS = 60_000;
export const NEWSLETTER_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
/** Rows read from the database per query while an export streams (the export never holds the whole list). */
export const PRODUCT_EXPORT_BATCH = 1000;
/** Limits of the link checker; the timeout, the schedule and the private-address switch are in config (LINK_CHECK_*). */
export const LINK_CHECK = {
  userAgent: 'AffiliateCatalogueLinkChecker/1.0 (+checks that affiliate links work; HEAD requests, no bodies read)',
  timeoutMs: 10_000,
  maxRedirects: 5,
  /** More redirects than this is a warning. */
  warnRedirects: 2,
  concurrency: 8,
  perHost: 2,
  /** Products read from the table at a time during a run. */
  pageSize: 50,
  /** A run flushes its counts (and proves it is alive) this often. */
  heartbeatMs: 2_000,
  /** A running run whose heartbeat is older than this was cut off (its process died) and is marked failed. */
  staleMs: 60_000,
  maxIds: LINK_CHECK_MAX_IDS,
} as const;
