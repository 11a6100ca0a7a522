import styled from 'styled-components';
import { Skeleton } from '@app/shared/public';
import type { CardLayout } from './ProductCard';

/**
 * The most cards a full-width grid row holds (cards at least 14rem wide): the first row is above the fold on any
 * screen, so its images load eagerly and first (one of them is the page's largest paint).
 */
export const FULL_WIDTH_ROW_MAX = 6;

/** Grid: 2 columns on small screens up to 3 or 4; list: one column. */
export const ProductGrid = styled.ul<{ $layout: CardLayout; $max?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: ${({ $layout }) => ($layout === 'list' ? '1fr' : 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))')};
`;

/** Loading placeholders with the card's shape. */
export function CardSkeletons({ count, layout = 'grid' }: { count: number; layout?: CardLayout }) {
  return (
    <ProductGrid $layout={layout} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton $height={layout === 'list' ? '8rem' : '16rem'} />
        </li>
      ))}
    </ProductGrid>
  );
}
