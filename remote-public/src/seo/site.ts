import { getRuntimeConfig } from '@app/shared/public';

/** The site's share image when a page shows no product (served by the shell's server, see seo-routes). */
export const DEFAULT_SHARE_IMAGE_PATH = '/share-image.jpg';

/** The public site's origin from the runtime config (PUBLIC_SITE_URL), without a trailing slash. */
export function siteUrl(): string {
  return (getRuntimeConfig().siteUrl ?? '').replace(/\/+$/, '');
}

/** An absolute URL on the public site for a path such as '/product?category=lamps'. */
export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** A path with its query, leaving out empty values (and page 1, the same page as no page). */
export function pathWithQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'page' && Number(value) <= 1) continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
