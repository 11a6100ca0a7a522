import type { Migration } from 'kysely';
import * as m001 from './001_accounts.js';
import * as m002 from './002_catalog.js';
import * as m003 from './003_auth_state.js';
import * as m004 from './004_link_health.js';
import * as m005 from './005_click_analytics.js';
import * as m006 from './006_rate_limit.js';
import * as m007 from './007_keyset_indexes.js';
import * as m008 from './008_catalog_version.js';
import * as m009 from './009_click_counter_in_place.js';

/**
 * Every migration, in order. Static imports (not a folder scan) so that tsx, tsc output and
 * bundlers all see them. Add new files here: '002_catalog': m002, ...
 */
export const migrations: Record<string, Migration> = {
  '001_accounts': m001,
  '002_catalog': m002,
  '003_auth_state': m003,
  '004_link_health': m004,
  '005_click_analytics': m005,
  '006_rate_limit': m006,
  '007_keyset_indexes': m007,
  '008_catalog_version': m008,
  '009_click_counter_in_place': m009,
};
