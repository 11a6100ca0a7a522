import styled from 'styled-components';
import type { Product } from '@app/shared/public';
import { TEXTS } from '../constants';
import { AffiliateLink } from './AffiliateLink';
import { priceView, stockView } from './productDisplay';
import { ProductImage } from './ProductImage';
import { VisuallyHidden } from './VisuallyHidden';

export type CardLayout = 'grid' | 'list';

const Card = styled.li<{ $layout: CardLayout }>`
  position: relative;
  display: flex;
  flex-direction: ${({ $layout }) => ($layout === 'list' ? 'row' : 'column')};
  gap: ${({ $layout }) => ($layout === 'list' ? '1rem' : '0')};
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  .media { position: relative; flex: ${({ $layout }) => ($layout === 'list' ? '0 0 min(14rem, 38%)' : 'none')}; }
  .body { display: flex; flex-direction: column; gap: 0.375rem; padding: 0.875rem; flex: 1; }
  h3 { font-size: 1rem; margin: 0; line-height: 1.35; }
  .meta { font-size: 0.8125rem; color: ${({ theme }) => theme.colors.textMuted}; }
  .price { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.5rem; }
  .current { font-size: 1.125rem; font-weight: 800; color: ${({ theme }) => theme.colors.text}; }
  .original { color: ${({ theme }) => theme.colors.textMuted}; text-decoration: line-through; font-size: 0.875rem; }
  .save { color: #15803d; font-size: 0.8125rem; font-weight: 600; }
  .out { color: #b91c1c; font-weight: 700; }
  .buy { margin-top: auto; align-self: flex-start; background: #f59e0b; color: #111827; font-weight: 700; padding: 0.5rem 1rem; border-radius: 0.375rem; text-decoration: none; }
  .buy:hover { background: #d97706; }
`;

const Badge = styled.span<{ $tone: 'warn' | 'deal' }>`
  position: absolute;
  top: 0.5rem;
  ${({ $tone }) => ($tone === 'deal' ? 'right: 0.5rem;' : 'left: 0.5rem;')}
  z-index: 1;
  padding: 0.2rem 0.5rem;
  border-radius: 0.25rem;
  font-size: 0.75rem;
  font-weight: 800;
  background: ${({ $tone }) => ($tone === 'deal' ? '#b91c1c' : '#92400e')};
  color: #fff;
`;

function Rating({ product }: { product: Product }) {
  if (product.rating === null || product.rating === undefined) return null;
  const rounded = Math.round(product.rating);
  return (
    <span className="meta">
      <span aria-hidden="true" style={{ color: '#b45309' }}>{'★'.repeat(rounded)}{'☆'.repeat(Math.max(0, 5 - rounded))}</span>{' '}
      {product.rating.toFixed(1)} out of 5{product.reviewCount ? ` (${product.reviewCount} reviews)` : ''}
    </span>
  );
}

/** Catalogue and search card: stock badges, discount, price in the product's currency, Buy Now. */
export function ProductCard({ product, layout = 'grid', eager = false }: { product: Product; layout?: CardLayout; eager?: boolean }) {
  const price = priceView(product);
  const stock = stockView(product);
  return (
    <Card $layout={layout} data-testid="product-card">
      <div className="media">
        {stock.limited && <Badge $tone="warn">{TEXTS.limitedStock}</Badge>}
        {price.percentOff !== null && (
          <Badge $tone="deal">
            {price.percentOff}% {TEXTS.off}
          </Badge>
        )}
        <AffiliateLink productId={product._id} href={product.affiliateLink} aria-label={`${product.title} (opens the merchant's site in a new tab)`}>
          <ProductImage src={product.featuredImage} alt={product.title} eager={eager} />
        </AffiliateLink>
      </div>
      <div className="body">
        <h3>{product.title}</h3>
        <span className="meta">
          {product.category?.name ? `${product.category.name} · ` : ''}
          {product.merchantName}
        </span>
        <Rating product={product} />
        {price.current !== null && (
          <div className="price">
            <span className="current">{price.current}</span>
            {price.original && <span className="original"><VisuallyHidden>Was </VisuallyHidden>{price.original}</span>}
          </div>
        )}
        {price.saving && (
          <span className="save">
            {TEXTS.youSave} {price.saving}
          </span>
        )}
        {stock.outOfStock ? (
          <span className="out">{TEXTS.outOfStock}</span>
        ) : (
          <AffiliateLink className="buy" productId={product._id} href={product.affiliateLink} aria-label={`${TEXTS.buyNow}: ${product.title}`}>
            {TEXTS.buyNow}
          </AffiliateLink>
        )}
      </div>
    </Card>
  );
}
