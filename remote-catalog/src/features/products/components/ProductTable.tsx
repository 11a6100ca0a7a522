import styled from 'styled-components';
import { Badge, DataTable, type DataColumn, type Product, ProductImage } from '@app/shared';
import { LINK_TEXTS, PRODUCT_TEXTS } from '../../../constants';
import { Muted } from '../../../common/layout';
import type { Selection } from '../../../common/useSelection';
import { LinkHealthBadge } from '../../link-health/LinkHealthBadge';
import { clicksOf, merchantOf, productPrice, rankingOf, shortId } from '../productDisplay';
import { ProductActions } from './ProductActions';

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

function productColumns({ canManage, onDelete }: Pick<ProductCollectionProps, 'canManage' | 'onDelete'>): DataColumn<Product>[] {
  return [
    {
      key: 'product',
      header: 'Product',
      cell: (product) => (
        <ProductCell>
          <ProductImage src={product.featuredImage} alt={product.title} />
          <div>
            <strong>{product.title}</strong>
            <Muted>{shortId(product._id)}</Muted>{' '}
            {product.featured && <Badge $tone="warning">{PRODUCT_TEXTS.featured}</Badge>}{' '}
            {!product.isActive && <Badge $tone="danger">{PRODUCT_TEXTS.inactive}</Badge>}
          </div>
        </ProductCell>
      ),
    },
    { key: 'ranking', header: 'Ranking', cell: rankingOf },
    { key: 'price', header: 'Price', cell: productPrice },
    { key: 'merchant', header: 'Merchant', cell: merchantOf },
    { key: 'clicks', header: 'Clicks', cell: clicksOf },
    { key: 'link', header: LINK_TEXTS.column, cell: (product) => <LinkHealthBadge link={product.link} /> },
    {
      key: 'actions',
      header: 'Actions',
      cell: (product) => (
        <RowActions>
          <ProductActions product={product} canManage={canManage} onDelete={onDelete} />
        </RowActions>
      ),
    },
  ];
}

export function ProductTable({ products, canManage, onDelete, selection }: ProductCollectionProps) {
  return (
    <DataTable
      columns={productColumns({ canManage, onDelete })}
      rows={products}
      rowKey={(product) => product._id}
      rowProps={() => ({ 'data-testid': 'product-row' })}
      selection={selection && { ...selection, selectAllLabel: LINK_TEXTS.selectAll, selectRowLabel: (product) => LINK_TEXTS.selectRow(product.title) }}
    />
  );
}
