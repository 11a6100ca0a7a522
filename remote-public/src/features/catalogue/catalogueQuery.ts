/**
 * The catalogue's URL query: page, limit, sort, category, minPrice, maxPrice, search, merchantName and
 * minRating, all filtered on the server. Pure functions, tested on their own.
 */
import { CATALOGUE_PAGE_SIZE, CATALOGUE_SORT_OPTIONS, DEFAULT_SORT } from '../../constants';
import type { ProductQuery } from '../../api/publicApi';

export interface CatalogueQuery {
  page: number;
  limit: number;
  sort: string;
  category: string;
  minPrice: string;
  maxPrice: string;
  search: string;
  merchantName: string;
  minRating: string;
}

/** What the filter sidebar edits before Apply Filters. */
export interface FilterDraft {
  category: string;
  minPrice: string;
  maxPrice: string;
  merchants: string[];
  minRating: string;
}

const SORTS = new Set<string>(CATALOGUE_SORT_OPTIONS.map((o) => o.value));

const positiveInt = (value: string | null, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** A price the server accepts (a number, at least 0), else ''. */
export const cleanPrice = (value: string | null | undefined) => {
  const text = (value ?? '').trim();
  if (text === '') return '';
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? text : '';
};

const cleanRating = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 5 ? String(n) : '';
};

/** With no query: page 1, limit 12, sort -createdAt. */
export function parseCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const sort = params.get('sort') ?? '';
  return {
    page: positiveInt(params.get('page'), 1),
    limit: Math.min(positiveInt(params.get('limit'), CATALOGUE_PAGE_SIZE), 100),
    sort: SORTS.has(sort) ? sort : DEFAULT_SORT,
    category: params.get('category')?.trim() ?? '',
    minPrice: cleanPrice(params.get('minPrice')),
    maxPrice: cleanPrice(params.get('maxPrice')),
    search: params.get('search')?.trim() ?? '',
    merchantName: params.get('merchantName')?.trim() ?? '',
    minRating: cleanRating(params.get('minRating')),
  };
}

/** The URL for a query: page, limit and sort always written, filters only when set. */
export function toSearchParams(query: CatalogueQuery): URLSearchParams {
  const params = new URLSearchParams();
  params.set('page', String(query.page));
  params.set('limit', String(query.limit));
  params.set('sort', query.sort);
  (['category', 'minPrice', 'maxPrice', 'search', 'merchantName', 'minRating'] as const).forEach((key) => {
    if (query[key]) params.set(key, query[key]);
  });
  return params;
}

export function toApiQuery(query: CatalogueQuery): ProductQuery {
  return { ...query };
}

/** Apply Filters: page back to 1; merchantName only when exactly one merchant is ticked. */
export function applyFilters(query: CatalogueQuery, draft: FilterDraft): CatalogueQuery {
  return {
    ...query,
    page: 1,
    category: draft.category,
    minPrice: cleanPrice(draft.minPrice),
    maxPrice: cleanPrice(draft.maxPrice),
    merchantName: draft.merchants.length === 1 ? draft.merchants[0]! : '',
    minRating: draft.minRating,
  };
}

/** Clear: page 1, limit 12, sort -createdAt, no filters, no search. */
export function clearedQuery(): CatalogueQuery {
  return parseCatalogueQuery(new URLSearchParams());
}

export function draftFromQuery(query: CatalogueQuery): FilterDraft {
  return {
    category: query.category,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    merchants: query.merchantName ? [query.merchantName] : [],
    minRating: query.minRating,
  };
}
