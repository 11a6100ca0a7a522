import styled from 'styled-components';
import { Badge, type Product, ProductImage } from '@app/shared';
import { LINK_TEXTS, PRODUCT_TEXTS } from '../../../constants';
import { Muted } from '../../../common/layout';
import type { Selection } from '../../../common/useSelection';
import { LinkHealthBadge } from '../../link-health/LinkHealthBadge';
import { clicksOf, merchantOf, productPrice, rankingOf, shortId } from '../productDisplay';
import { ProductActions } from './ProductActions';

const Wrap = styled.div`
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { padding: 0.75rem; text-align: left; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: middle; }
  th { font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.colors.textMuted}; background: ${({ theme }) => theme.colors.background}; }
`;

const ProductCell = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  img { width: 3rem; height: 3rem; object-fit: cover; border-radius: ${({ theme }) => theme.radius.md}; flex-shrink: 0; }
  strong { display: block; }
`;

const RowActions = styled.div`
  display: flex;
  gap: 0.25rem;
  a { text-decoration: none; }
`;

export interface ProductCollectionProps {
  products: Product[];
  canManage: boolean;
  onDelete: (product: Product) => void;
  /** Present when the viewer may select rows (admins: to check their links). */
  selection?: Selection;
}

export function ProductTable({ products, canManage, onDelete, selection }: ProductCollectionProps) {
  return (
    <Wrap>
      <Table>
        <thead>
          <tr>
            {selection && (
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label={LINK_TEXTS.selectAll}
                  checked={selection.allSelected}
                  ref={(el) => {
                    if (el) el.indeterminate = selection.someSelected;
                  }}
                  onChange={selection.toggleAll}
                />
              </th>
            )}
            <th scope="col">Product</th>
            <th scope="col">Ranking</th>
            <th scope="col">Price</th>
            <th scope="col">Merchant</th>
            <th scope="col">Clicks</th>
            <th scope="col">{LINK_TEXTS.column}</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product._id} data-testid="product-row">
              {selection && (
                <td>
                  <input type="checkbox" aria-label={LINK_TEXTS.selectRow(product.title)} checked={selection.selected.has(product._id)} onChange={() => selection.toggle(product._id)} />
                </td>
              )}
              <td>
                <ProductCell>
                  <ProductImage src={product.featuredImage} alt={product.title} />
                  <div>
                    <strong>{product.title}</strong>
                    <Muted>{shortId(product._id)}</Muted>{' '}
                    {product.featured && <Badge $tone="warning">{PRODUCT_TEXTS.featured}</Badge>}{' '}
                    {!product.isActive && <Badge $tone="danger">{PRODUCT_TEXTS.inactive}</Badge>}
                  </div>
                </ProductCell>
              </td>
              <td>{rankingOf(product)}</td>
              <td>{productPrice(product)}</td>
              <td>{merchantOf(product)}</td>
              <td>{clicksOf(product)}</td>
              <td>
                <LinkHealthBadge link={product.link} />
              </td>
              <td>
                <RowActions>
                  <ProductActions product={product} canManage={canManage} onDelete={onDelete} />
                </RowActions>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Wrap>
  );
}
