import { useState } from 'react';
import styled from 'styled-components';
import { resolveImageUrl } from '@app/shared/public';

// Inline SVG fallback: no extra request, no icon pack.
const FALLBACK =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="#e5e7eb"/><path d="M150 190l40-50 30 35 20-25 40 40z" fill="#9ca3af"/><circle cx="170" cy="115" r="15" fill="#9ca3af"/></svg>',
  );

const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: contain;
  background: #f9fafb;
`;

/** Product image with intrinsic size (no layout shift), lazy below the fold, and a placeholder when it fails. */
export function ProductImage({ src, alt, eager = false }: { src: string | null | undefined; alt: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  const url = !src || failed ? FALLBACK : resolveImageUrl(src);
  return (
    <Img
      src={url}
      alt={alt}
      width={400}
      height={300}
      loading={eager ? 'eager' : 'lazy'}
      // Above the fold, the largest paint: fetched first (React also preloads it from <head> with this priority).
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
