/**
 * The public site's texts and constants.
 * Screens and tests import them from here; the texts are exact (tests compare them letter for letter).
 */
import { DEBOUNCE_MS, DEFAULT_PRODUCT_SORT, HEADER_SCROLL_THRESHOLD_PX, MOBILE_BREAKPOINT_PX, PAGE_SIZES } from '@app/shared/public';

export const SITE_NAME = 'Affiliate Catalogue';

export { HEADER_SCROLL_THRESHOLD_PX, MOBILE_BREAKPOINT_PX };
export const HOME_SEARCH_DEBOUNCE_MS = DEBOUNCE_MS.homeSearch;
/** Home loads this many cards per page as the visitor scrolls (never the whole catalogue at once). */
export const HOME_PAGE_SIZE = 24;
export const HOME_SORT = 'rankingNumber';
export const HOME_PLACEHOLDER_COUNT = 8;

export const CATALOGUE_PAGE_SIZE = PAGE_SIZES.catalogue; // 12
export const SEARCH_PAGE_SIZE = PAGE_SIZES.search; // 20
export const DEFAULT_SORT = DEFAULT_PRODUCT_SORT; // -createdAt
export const SKELETONS = { grid: 6, list: 4, search: 8 } as const;
export const RATING_FILTER_VALUES = [5, 4, 3, 2, 1] as const;

export const CATALOGUE_SORT_OPTIONS = [
  { value: '-createdAt', label: 'Newest First' },
  { value: 'createdAt', label: 'Oldest First' },
  { value: '-price', label: 'Price High to Low' },
  { value: 'price', label: 'Price Low to High' },
  { value: '-rating', label: 'Highest Rated' },
] as const;

/** Search page sort buttons: each cycles ascending, descending, then back to the default sort. */
export const SEARCH_SORT_FIELDS = [
  { field: 'price', label: 'Price' },
  { field: 'createdAt', label: 'Date' },
  { field: 'rating', label: 'Rating' },
  { field: 'title', label: 'Name' },
] as const;

/** Paid links: marked for search engines (sponsored, nofollow) and opened without access to this page. */
export const AFFILIATE_REL = 'sponsored nofollow noopener';

export const TEXTS = {
  // home
  loadingProducts: 'Loading products...',
  noProductsHome: 'No products found. Try adjusting your search.',
  errorConnecting: 'Error connecting to server',
  failedToFetch: 'Failed to fetch products',
  homeSearchLabel: 'Search by product number or title',
  homeSearchPlaceholder: 'Search by product number or title...',
  loadingMore: 'Loading more products...',
  endOfList: "You've seen all products.",
  disclosure:
    'Affiliate disclosure: we earn a commission when you buy through links on this page, at no extra cost to you. Rankings are our own.',
  followTitle: 'Follow our deals channel',
  followText: 'Get the best price drops the moment we find them: join our Telegram channel.',
  followCta: 'Follow on Telegram',
  priceTrackTitle: 'Never overpay again',
  priceTrackText: 'Track prices on the products you love and buy when they drop to their lowest.',
  priceTrackCta: 'Start tracking prices',
  // catalogue
  ourProducts: 'Our Products',
  noProductsFound: 'No Products Found',
  noProductsFoundHint: 'Try changing or clearing your filters.',
  clearFilters: 'Clear Filters',
  applyFilters: 'Apply Filters',
  clearAllFilters: 'Clear All Filters',
  allCategories: 'All Categories',
  categories: 'Categories',
  priceRange: 'Price Range',
  merchants: 'Merchants',
  rating: 'Rating',
  andUp: '& Up',
  filters: 'Filters',
  limitedStock: 'Limited Stock',
  outOfStock: 'Out of Stock',
  buyNow: 'Buy Now',
  youSave: 'You save',
  off: 'OFF',
  gridView: 'Grid view',
  listView: 'List view',
  sortBy: 'Sort by',
  searchProducts: 'Search products',
  // search
  searchResultsFor: 'Search Results for',
  allProducts: 'All Products',
  productsFound: (n: number) => `${n} ${n === 1 ? 'product' : 'products'} found`,
  noProductsSearch: 'No products found',
  clearFiltersTryAgain: 'Clear filters and try again',
  // newsletter
  newsletterTitle: 'Newsletter',
  newsletterText: 'Weekly picks and price drops, straight to your inbox.',
  emailAddress: 'Email address',
  subscribe: 'Subscribe',
  subscribed: 'Thanks for subscribing!',
  subscribeFailed: 'Could not subscribe. Please try again.',
  // header / footer
  getAQuote: 'Get a Quote',
  services: 'Services',
  menu: 'Menu',
  backToTop: 'Back to top',
  pageNotFound: 'Page not found',
  pageNotFoundText: "The page you are looking for doesn't exist or has moved.",
  goHome: 'Go to the home page',
} as const;

export const ROUTES = {
  home: '/',
  catalogue: '/product',
  search: '/search',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy-policy',
  terms: '/terms-of-service',
  blog: '/blog',
  portfolio: '/portfolio',
  sitemap: '/sitemap',
  login: '/login',
} as const;
