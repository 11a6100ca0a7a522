import styled from 'styled-components';
import { ProductImage as KitProductImage } from '@app/shared/public';

const Img = styled(KitProductImage)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: contain;
  background: #f9fafb;
`;

/** The kit's product image with intrinsic size (no layout shift in the visitors' grids). */
export function ProductImage({ src, alt, eager = false }: { src: string | null | undefined; alt: string; eager?: boolean }) {
  return <Img src={src} alt={alt} width={400} height={300} eager={eager} />;
}
