/**
 * `./ssr` of the Node container: what the shell's server needs to render a public page. The server
 * registers this container with its own react, styled-components, router, jotai and @app/shared (runtime
 * config set), prepares the page for a URL, renders its app tree inside `page.wrap(...)` with `PublicRoutes`
 * as the public area, then answers `page.status()` with `page.data` handed to the browser as JSON.
 */
import type { ReactElement, ReactNode } from 'react';
import { fetchCategories, fetchProducts, type ProductQuery } from '../api/publicApi';
import { parseCatalogueQuery, toApiQuery as catalogueApiQuery } from '../features/catalogue/catalogueQuery';
import { homeQuery } from '../features/home/useHomeProducts';
import { parseSearchQuery, toApiQuery as searchApiQuery } from '../features/search/searchQuery';
import { preloadPage, publicPageKind } from '../publicPages';
import { CATEGORIES_KEY, PageDataProvider, productsKey, type PageData, type ServerPage } from './pageData';

export { default as PublicRoutes } from '../pages/PublicRoutes';
export { PAGE_DATA_ELEMENT_ID, type PageData } from './pageData';
/** The public site's static pages, for the shell server's sitemap (shell/server/seo-routes.ts). */
export { PUBLIC_STATIC_PATHS } from '../seo/paths';

export interface PreparedPage {
  /** What the page renders from the API: written into the HTML for the browser's first render. */
  data: PageData;
  /** Wraps the app tree: gives the page its data and records the status it reports. */
  wrap(app: ReactNode): ReactElement;
  /** The HTTP status, once the tree has rendered: 404 for a path no page serves, else 200. */
  status(): number;
}

/** The API reads a public page renders with, by key (anonymous: public data only). */
function dataRequests(url: URL): Record<string, (signal: AbortSignal) => Promise<unknown>> {
  const products = (query: ProductQuery) => ({ [productsKey(query)]: (signal: AbortSignal) => fetchProducts(query, { signal }) });
  const categories = { [CATEGORIES_KEY]: (signal: AbortSignal) => fetchCategories({ signal }) };
  switch (publicPageKind(url.pathname)) {
    case 'home':
      return products(homeQuery(''));
    case 'catalogue':
      return { ...products(catalogueApiQuery(parseCatalogueQuery(url.searchParams))), ...categories };
    case 'search':
      return { ...products(searchApiQuery(parseSearchQuery(url.searchParams))), ...categories };
    default:
      return {};
  }
}

/**
 * Loads the page's code and data for `url`. Rejects when the API fails or `signal` aborts (the server then
 * answers the client-rendered page).
 */
export async function preparePage(url: URL, { signal }: { signal: AbortSignal }): Promise<PreparedPage> {
  const requests = Object.entries(dataRequests(url));
  const [, ...answers] = await Promise.all([preloadPage(url.pathname), ...requests.map(([, request]) => request(signal))]);
  const page: ServerPage = { data: Object.fromEntries(requests.map(([key], index) => [key, answers[index]])), status: 200 };
  return {
    data: page.data,
    wrap: (app) => <PageDataProvider page={page}>{app}</PageDataProvider>,
    status: () => page.status,
  };
}
