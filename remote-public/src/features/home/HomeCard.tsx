import styled from 'styled-components';
import type { Product } from '@app/shared/public';
import { AffiliateLink } from '../../common/AffiliateLink';
import { ProductImage } from '../../common/ProductImage';

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  transition: box-shadow 0.15s ease;
  &:hover { box-shadow: ${({ theme }) => theme.shadow.md}; }
  h3 { font-size: 0.9375rem; line-height: 1.35; margin: 0; padding: 0.75rem; color: ${({ theme }) => theme.colors.text}; }
  a { color: inherit; text-decoration: none; display: block; }
  a:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: -3px; }
`;

const Rank = styled.span`
  position: absolute;
  top: 0.5rem;
  left: 0.5rem;
  z-index: 1;
  background: #1e3a8a;
  color: #fff;
  font-weight: 800;
  font-size: 0.875rem;
  border-radius: 9999px;
  padding: 0.25rem 0.625rem;
`;

/** Rank badge, the image (the affiliate link, new tab), the title. */
export function HomeCard({ product, eager, placeholder }: { product: Product; eager: boolean; placeholder: boolean }) {
  const image = <ProductImage src={product.featuredImage} alt={placeholder ? '' : product.title} eager={eager} />;
  return (
    <Card data-testid="home-card">
      <Rank aria-label={`Rank ${product.rankingNumber}`}>#{product.rankingNumber}</Rank>
      {placeholder || !product.affiliateLink ? (
        image
      ) : (
        <AffiliateLink productId={product._id} href={product.affiliateLink} aria-label={`${product.title} (opens the merchant's site in a new tab)`}>
          {image}
        </AffiliateLink>
      )}
      <h3>{product.title}</h3>
    </Card>
  );
}
