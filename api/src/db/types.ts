import type { AccountsTables } from './accounts-types.js';
import type { AuthStateTables } from './auth-state-types.js';
import type { CatalogTables } from './catalog-types.js';
import type { ClickTables } from './click-types.js';
import type { LinkCheckTables } from './link-check-types.js';

/** The whole schema, as Kysely sees it (camelCase; columns are snake_case through CamelCasePlugin). */
export interface Database extends AccountsTables, CatalogTables, AuthStateTables, LinkCheckTables, ClickTables {}
