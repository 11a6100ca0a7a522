import { useState, type ImgHTMLAttributes } from 'react';
import { resolveImageUrl } from '../api/urls';

/** The image shown when a product has none or its own fails to load: inline, so it never needs a server. */
export const PRODUCT_IMAGE_FALLBACK =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="#e5e7eb"/><path d="M150 190l40-50 30 35 20-25 40 40z" fill="#9ca3af"/><circle cx="170" cy="115" r="15" fill="#9ca3af"/></svg>',
  );

export type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | null | undefined;
  alt: string;
  /** Above the fold (the largest paint): loaded at once and first; otherwise lazily. */
  eager?: boolean;
};

/**
 * A product image: API-relative paths are served from the API, and a missing or broken image shows the fallback.
 * A new `src` (a live preview while typing) gets a fresh chance to load.
 */
export function ProductImage({ src, alt, eager = false, ...rest }: ProductImageProps) {
  const wanted = src ? resolveImageUrl(src) : PRODUCT_IMAGE_FALLBACK;
  const [failed, setFailed] = useState<string | null>(null);
  const url = failed === wanted ? PRODUCT_IMAGE_FALLBACK : wanted;
  return (
    <img
      loading={eager ? 'eager' : 'lazy'}
      // React also preloads an eager image from <head> with this priority.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      {...rest}
      src={url}
      alt={alt}
      data-fallback={url === PRODUCT_IMAGE_FALLBACK || undefined}
      onError={() => setFailed(wanted)}
    />
  );
}
