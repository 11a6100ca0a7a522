import { getRuntimeConfig } from '../config';

/** Absolute URL for an image field: relative paths are served by the API. */
export function resolveImageUrl(pathOrUrl: string | null | undefined): string {
  if (!pathOrUrl) return '';
  if (/^(https?:|data:|blob:)/i.test(pathOrUrl) || pathOrUrl.startsWith('//')) return pathOrUrl;
  const base = getRuntimeConfig().apiBaseUrl;
  return `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** Absolute URL on the API (downloads, `/go/:id` redirects). */
export function apiUrl(path: string): string {
  return `${getRuntimeConfig().apiBaseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
