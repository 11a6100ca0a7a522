import { CATALOGUE_PAGE_SIZE, DEFAULT_SORT } from '../constants';
import { applyFilters, clearedQuery, parseCatalogueQuery, toSearchParams } from '../features/catalogue/catalogueQuery';
import { activeChips, nextSort, parseSearchQuery, toApiQuery } from '../features/search/searchQuery';

describe('catalogue URL query', () => {
  it('defaults to page 1, limit 12, sort -createdAt', () => {
    const q = parseCatalogueQuery(new URLSearchParams());
    expect(q).toMatchObject({ page: 1, limit: CATALOGUE_PAGE_SIZE, sort: DEFAULT_SORT, category: '', search: '' });
    expect(toSearchParams(q).toString()).toBe('page=1&limit=12&sort=-createdAt');
  });

  it('reads every key back from the URL', () => {
    const url = 'page=3&limit=12&sort=-price&category=lamps&minPrice=10&maxPrice=50&search=desk&merchantName=Amazon&minRating=4';
    const q = parseCatalogueQuery(new URLSearchParams(url));
    expect(q).toEqual({ page: 3, limit: 12, sort: '-price', category: 'lamps', minPrice: '10', maxPrice: '50', search: 'desk', merchantName: 'Amazon', minRating: '4' });
    expect(toSearchParams(q).toString()).toBe(url);
  });

  it('ignores an unknown sort and bad numbers', () => {
    const q = parseCatalogueQuery(new URLSearchParams('page=-2&sort=drop&minPrice=abc&maxPrice=-1&minRating=9'));
    expect(q).toMatchObject({ page: 1, sort: DEFAULT_SORT, minPrice: '', maxPrice: '', minRating: '' });
  });

  it('applying filters resets the page to 1 and sends merchantName only for exactly one merchant', () => {
    const start = parseCatalogueQuery(new URLSearchParams('page=4&sort=price&search=lamp'));
    const one = applyFilters(start, { category: 'lamps', minPrice: '5', maxPrice: '', merchants: ['Amazon'], minRating: '3' });
    expect(one).toMatchObject({ page: 1, sort: 'price', search: 'lamp', category: 'lamps', minPrice: '5', merchantName: 'Amazon', minRating: '3' });
    const two = applyFilters(start, { category: '', minPrice: '', maxPrice: '', merchants: ['Amazon', 'Flipkart'], minRating: '' });
    expect(two.merchantName).toBe('');
    expect(toSearchParams(two).has('merchantName')).toBe(false);
  });

  it('clear sets page 1, limit 12, sort -createdAt and nothing else', () => {
    expect(toSearchParams(clearedQuery()).toString()).toBe('page=1&limit=12&sort=-createdAt');
  });
});

describe('search page sort buttons', () => {
  it('cycle ascending, descending, then back to the default', () => {
    expect(nextSort('', 'price')).toBe('price');
    expect(nextSort('price', 'price')).toBe('-price');
    expect(nextSort('-price', 'price')).toBe('');
    expect(nextSort('-price', 'title')).toBe('title');
    expect(nextSort('', 'createdAt')).toBe('createdAt');
    expect(nextSort('createdAt', 'createdAt')).toBe('-createdAt');
    expect(nextSort('-createdAt', 'createdAt')).toBe('');
  });

  it('sends the default sort and the page size 20 to the server', () => {
    const q = parseSearchQuery(new URLSearchParams('query=lamp&page=2'));
    expect(toApiQuery(q)).toMatchObject({ search: 'lamp', sort: DEFAULT_SORT, page: 2, limit: 20 });
  });

  it('lists one chip per active filter', () => {
    const q = parseSearchQuery(new URLSearchParams('query=lamp&category=home&minPrice=5&sort=-rating'));
    expect(activeChips(q, (k) => (k === 'home' ? 'Home & Kitchen' : k)).map((c) => c.label)).toEqual([
      'Search: lamp',
      'Category: Home & Kitchen',
      'Min price: 5',
      'Sort: Rating (descending)',
    ]);
  });
});
