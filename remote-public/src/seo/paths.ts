/**
 * The public site's pages that exist without the catalogue's data, for the sitemap (the shell's server adds
 * each active category's catalogue URL). Built from the route constants and the content pages, so a new
 * content page or blog post is listed without being written twice. Search results are left out: a search
 * page is not a page of its own.
 */
import { ROUTES } from '../constants';
import { BLOG_INDEX, BLOG_POSTS, PAGES, SERVICES, SERVICES_INDEX, SITEMAP } from '../features/content/content';

export const PUBLIC_STATIC_PATHS: readonly string[] = [
  ROUTES.home,
  ROUTES.catalogue,
  ...Object.values(PAGES).map((page) => page.path),
  SERVICES_INDEX.path,
  ...SERVICES.map((page) => page.path),
  BLOG_INDEX.path,
  ...BLOG_POSTS.map((post) => post.path),
  SITEMAP.path,
];
