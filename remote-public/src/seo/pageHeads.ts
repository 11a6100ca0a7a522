/**
 * What each public page puts in its head, from the page's own live data: pure functions, so the titles,
 * descriptions and canonical URLs are tested without rendering.
 */
import type { Category, Product, ProductsAnswer } from '@app/shared/public';
import { ROUTES, SITE_NAME, TEXTS } from '../constants';
import type { CatalogueQuery } from '../features/catalogue/catalogueQuery';
import type { SearchQuery } from '../features/search/searchQuery';
import { productListJsonLd } from './jsonLd';
import type { PageHeadProps } from './PageHead';
import { absoluteUrl, pathWithQuery } from './site';

export const HOME_DESCRIPTION = 'Ranked, honest picks of the best products, with prices and links to trusted merchants.';
export const CATALOGUE_DESCRIPTION = 'Browse every product we rank: filter by category, price, merchant and rating.';
export const SEARCH_DESCRIPTION = 'Search every product we rank, by name, category, price and rating.';

const firstImage = (products: Product[]) => products.find((product) => product.featuredImage)?.featuredImage ?? null;
const pageSuffix = (page: number) => (page > 1 ? ` (page ${page})` : '');
const count = (total: number) => `${total} ${total === 1 ? 'product' : 'products'}`;

/** Home: the ranked list (products shown; none while only placeholders are on screen). */
export function homeHead(products: Product[]): PageHeadProps {
  return {
    title: SITE_NAME,
    description: HOME_DESCRIPTION,
    canonicalPath: ROUTES.home,
    image: firstImage(products),
    jsonLd: products.length ? productListJsonLd(products, absoluteUrl(ROUTES.home)) : null,
  };
}

/**
 * The catalogue: its own title per category and page; canonical keeps the category and page only (sort,
 * page size, price, merchant, rating and search show the same products in another order or subset).
 */
export function catalogueHead(query: CatalogueQuery, categories: Category[], answer: ProductsAnswer | null): PageHeadProps {
  const category = query.category ? categories.find((c) => c.slug === query.category || c._id === query.category) : undefined;
  const categoryKey = category?.slug ?? query.category;
  const canonicalPath = pathWithQuery(ROUTES.catalogue, { category: categoryKey, page: query.page });
  const products = answer?.products ?? [];
  let description = CATALOGUE_DESCRIPTION;
  if (category) {
    description = category.description?.trim()
      || `${category.name}: ${answer ? count(answer.total) : 'the products'} we rank, with prices, ratings and trusted merchants.`;
  } else if (answer) {
    description = `Browse the ${count(answer.total)} we rank: filter by category, price, merchant and rating.`;
  }
  return {
    title: `${category ? `${category.name} - ${TEXTS.ourProducts}` : TEXTS.ourProducts}${pageSuffix(query.page)}`,
    description,
    canonicalPath,
    image: firstImage(products),
    jsonLd: products.length ? productListJsonLd(products, absoluteUrl(canonicalPath)) : null,
  };
}

/** Search: the query in the title, the number found in the description; canonical keeps query and page. */
export function searchHead(query: SearchQuery, answer: ProductsAnswer | null): PageHeadProps {
  const title = query.query ? `${TEXTS.searchResultsFor} "${query.query}"` : TEXTS.allProducts;
  let description = SEARCH_DESCRIPTION;
  if (query.query && answer) description = `${count(answer.total)} found for "${query.query}", with prices, ratings and trusted merchants.`;
  return {
    title: `${title}${pageSuffix(query.page)}`,
    description,
    canonicalPath: pathWithQuery(ROUTES.search, { query: query.query, page: query.page }),
    image: firstImage(answer?.products ?? []),
  };
}

/** A content page (about, services, blog...): its own title and description, its path as canonical. */
export function contentHead(page: { path: string; title: string; description: string }): PageHeadProps {
  return { title: page.title, description: page.description, canonicalPath: page.path };
}

export function notFoundHead(): PageHeadProps {
  return { title: TEXTS.pageNotFound, description: TEXTS.pageNotFoundText, noindex: true };
}
