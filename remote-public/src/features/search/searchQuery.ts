/**
 * The search page's URL query: query, category, minPrice, maxPrice, sort, page.
 * `sort` absent means the default (-createdAt) with no sort button active.
 */
import { DEFAULT_SORT, SEARCH_PAGE_SIZE, SEARCH_SORT_FIELDS } from '../../constants';
import type { ProductQuery } from '../../api/publicApi';
import { cleanPrice } from '../catalogue/catalogueQuery';

export type SortField = (typeof SEARCH_SORT_FIELDS)[number]['field'];
export type SortDirection = 'asc' | 'desc' | null;

export interface SearchQuery {
  query: string;
  category: string;
  minPrice: string;
  maxPrice: string;
  /** '' = default order. */
  sort: string;
  page: number;
}

const FIELDS = new Set<string>(SEARCH_SORT_FIELDS.map((f) => f.field));

function validSort(value: string): string {
  const field = value.replace(/^-/, '');
  return FIELDS.has(field) ? value : '';
}

export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    query: params.get('query')?.trim() ?? '',
    category: params.get('category')?.trim() ?? '',
    minPrice: cleanPrice(params.get('minPrice')),
    maxPrice: cleanPrice(params.get('maxPrice')),
    sort: validSort(params.get('sort') ?? ''),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

export function toSearchParams(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  (['query', 'category', 'minPrice', 'maxPrice', 'sort'] as const).forEach((key) => {
    if (query[key]) params.set(key, query[key]);
  });
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export function toApiQuery(query: SearchQuery): ProductQuery {
  return {
    search: query.query,
    category: query.category,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    sort: query.sort || DEFAULT_SORT,
    page: query.page,
    limit: SEARCH_PAGE_SIZE,
  };
}

export function sortDirection(sort: string, field: SortField): SortDirection {
  if (sort === field) return 'asc';
  if (sort === `-${field}`) return 'desc';
  return null;
}

/** A sort button cycles: ascending, then descending, then back to the default order. */
export function nextSort(sort: string, field: SortField): string {
  const direction = sortDirection(sort, field);
  if (direction === null) return field;
  if (direction === 'asc') return `-${field}`;
  return '';
}

export interface Chip {
  key: keyof Omit<SearchQuery, 'page'>;
  label: string;
}

/** One removable chip per active filter. */
export function activeChips(query: SearchQuery, categoryName: (key: string) => string): Chip[] {
  const chips: Chip[] = [];
  if (query.query) chips.push({ key: 'query', label: `Search: ${query.query}` });
  if (query.category) chips.push({ key: 'category', label: `Category: ${categoryName(query.category)}` });
  if (query.minPrice) chips.push({ key: 'minPrice', label: `Min price: ${query.minPrice}` });
  if (query.maxPrice) chips.push({ key: 'maxPrice', label: `Max price: ${query.maxPrice}` });
  if (query.sort) {
    const field = SEARCH_SORT_FIELDS.find((f) => f.field === query.sort.replace(/^-/, ''));
    chips.push({ key: 'sort', label: `Sort: ${field?.label ?? query.sort} ${query.sort.startsWith('-') ? '(descending)' : '(ascending)'}` });
  }
  return chips;
}
