import styled from 'styled-components';
import { Badge, ProductImage } from '@app/shared';
import { LINK_TEXTS, PRODUCT_TEXTS } from '../../../constants';
import { clicksOf, merchantOf, productPrice, rankingOf } from '../productDisplay';
import type { ProductCollectionProps } from './ProductTable';
import { ProductActions } from './ProductActions';
import { LinkHealthBadge } from '../../link-health/LinkHealthBadge';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
`;

const CardItem = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; display: block; }
`;

const Rank = styled.span`
  position: absolute;
  top: 0.5rem;
  left: 0.5rem;
  background: rgba(17, 24, 39, 0.85);
  color: #fff;
  border-radius: ${({ theme }) => theme.radius.full};
  padding: 0.125rem 0.5rem;
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Body = styled.div`
  padding: 0.75rem;
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  flex: 1;
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.md}; }
`;

const Meta = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.125rem 0.5rem;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; }
`;

const SelectBox = styled.label`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.sm};
  padding: 0.125rem 0.25rem;
  display: flex;
`;

const CardActions = styled.div`
  display: flex;
  gap: 0.25rem;
  padding: 0 0.75rem 0.75rem;
`;

export function ProductGrid({ products, canManage, onDelete, selection }: ProductCollectionProps) {
  return (
    <Grid>
      {products.map((product) => (
        <CardItem key={product._id} data-testid="product-card">
          <Rank>{rankingOf(product)}</Rank>
          {selection && (
            <SelectBox>
              <input type="checkbox" aria-label={LINK_TEXTS.selectRow(product.title)} checked={selection.selected.has(product._id)} onChange={() => selection.toggle(product._id)} />
            </SelectBox>
          )}
          <ProductImage src={product.featuredImage} alt={product.title} />
          <Body>
            <h3>{product.title}</h3>
            <div>
              {product.featured && <Badge $tone="warning">{PRODUCT_TEXTS.featured}</Badge>}{' '}
              {!product.isActive && <Badge $tone="danger">{PRODUCT_TEXTS.inactive}</Badge>}{' '}
              <LinkHealthBadge link={product.link} />
            </div>
            <Meta>
              <dt>Price</dt>
              <dd>{productPrice(product)}</dd>
              <dt>Merchant</dt>
              <dd>{merchantOf(product)}</dd>
              <dt>Clicks</dt>
              <dd>{clicksOf(product)}</dd>
            </Meta>
          </Body>
          <CardActions>
            <ProductActions product={product} canManage={canManage} onDelete={onDelete} />
          </CardActions>
        </CardItem>
      ))}
    </Grid>
  );
}
