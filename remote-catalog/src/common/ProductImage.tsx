import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { resolveImageUrl } from '@app/shared';
import { DEFAULT_PRODUCT_IMAGE } from './defaultImage';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & { src: string | null | undefined; alt: string };

/** A product image that falls back to the default image when the path is missing or fails to load. */
export function ProductImage({ src, alt, ...rest }: Props) {
  const wanted = src ? resolveImageUrl(src) : DEFAULT_PRODUCT_IMAGE;
  const [current, setCurrent] = useState(wanted);
  // A new source (live preview while typing) gets a fresh chance to load.
  useEffect(() => setCurrent(wanted), [wanted]);
  return (
    <img
      {...rest}
      src={current}
      alt={alt}
      data-fallback={current === DEFAULT_PRODUCT_IMAGE || undefined}
      onError={() => setCurrent(DEFAULT_PRODUCT_IMAGE)}
    />
  );
}
