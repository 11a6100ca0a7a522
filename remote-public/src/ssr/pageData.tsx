/**
 * Data a page was rendered with on the server, handed to the browser so hydration renders the same thing
 * without fetching it again. On the server it comes through <PageDataProvider> (one per request); in the
 * browser from the page's `<script type="application/json" id="public-page-data">`, read once.
 * Each entry serves the first render of the component that asks for it, then is dropped: a later visit to
 * the same page fetches fresh data.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { cleanParams, type ProductQuery } from '../api/publicApi';

export type PageData = Record<string, unknown>;

/** id of the JSON script element the server writes and the browser reads. */
export const PAGE_DATA_ELEMENT_ID = 'public-page-data';

export const CATEGORIES_KEY = 'categories';

/** One key per product query, whatever the order or empty values of its fields. */
export function productsKey(query: ProductQuery): string {
  const params = cleanParams(query);
  const sorted = Object.keys(params)
    .sort()
    .map((key) => [key, String(params[key])]);
  return `products?${new URLSearchParams(sorted).toString()}`;
}

/** One server render: the data it uses and the HTTP status its page reports. */
export interface ServerPage {
  data: PageData;
  status: number;
}

const PageDataContext = createContext<ServerPage | null>(null);

export function PageDataProvider({ page, children }: { page: ServerPage; children: ReactNode }) {
  return <PageDataContext.Provider value={page}>{children}</PageDataContext.Provider>;
}

/** The page's HTTP status when rendered on the server (the not-found page: 404); nothing in the browser. */
export function useHttpStatus(status: number): void {
  const page = useContext(PageDataContext);
  if (page) page.status = status;
}

let browserData: PageData | undefined;

function readBrowserData(): PageData {
  if (browserData) return browserData;
  browserData = {};
  if (typeof document !== 'undefined') {
    const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
    if (element?.textContent) {
      try {
        browserData = JSON.parse(element.textContent) as PageData;
      } catch (error) {
        console.warn('Unreadable server page data', error);
      }
    }
  }
  return browserData;
}

/**
 * The server's data for `key` on this component's first render (undefined when there is none); the entry is
 * dropped once the component has mounted.
 */
export function useInitialData<T>(key: string): T | undefined {
  const fromServer = useContext(PageDataContext)?.data;
  const [initial] = useState(() => (fromServer ?? readBrowserData())[key] as T | undefined);
  useEffect(() => {
    if (!fromServer && browserData) delete browserData[key];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first render's key is handed over, once
  }, []);
  return initial;
}
