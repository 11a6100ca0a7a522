/**
 * The public site's pages as lazy components that can also be loaded ahead of rendering. The server loads
 * the page of the requested URL before it renders, and the browser before it hydrates: a page already loaded
 * renders at once instead of suspending, so the first client render equals the server's HTML.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ROUTES } from './constants';

type Loaded = { default: ComponentType };
type Preloadable = LazyExoticComponent<ComponentType> & { preload: () => Promise<void> };

function preloadable(load: () => Promise<Loaded>): Preloadable {
  let loaded: Loaded | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module;
      },
      (error: unknown) => {
        pending = undefined; // a failed chunk may load on the next try
        throw error;
      },
    ));
  // A thenable that resolves synchronously when the chunk is already here: React then renders the page
  // without suspending.
  const component = lazy(() =>
    loaded ? ({ then: (resolve: (m: Loaded) => void) => resolve(loaded!) } as unknown as Promise<Loaded>) : preload().then(() => loaded!),
  );
  return Object.assign(component, { preload });
}

export const CataloguePage = preloadable(() => import('./features/catalogue/CataloguePage'));
export const SearchPage = preloadable(() => import('./features/search/SearchPage'));
export const ContentRoutes = preloadable(() => import('./features/content/ContentRoutes'));

export type PublicPageKind = 'home' | 'catalogue' | 'search' | 'content';

/** Which page serves a path (relative to where the shell mounts the site: '/'); 'content' includes not found. */
export function publicPageKind(pathname: string): PublicPageKind {
  // As the router matches: case-insensitive, trailing slashes ignored.
  const path = `/${pathname.toLowerCase().replace(/^\/+|\/+$/g, '')}`;
  if (path === ROUTES.home) return 'home';
  if (path === ROUTES.catalogue) return 'catalogue';
  if (path === ROUTES.search) return 'search';
  return 'content';
}

const PAGE_COMPONENT: Record<PublicPageKind, Preloadable | null> = {
  home: null, // ships with PublicRoutes
  catalogue: CataloguePage,
  search: SearchPage,
  content: ContentRoutes,
};

/** Loads the code of the page at `pathname`, so it renders without suspending. */
export async function preloadPage(pathname: string): Promise<void> {
  await PAGE_COMPONENT[publicPageKind(pathname)]?.preload();
}
