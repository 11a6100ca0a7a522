import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  AnchorButton,
  Badge,
  Button,
  canManageCatalog,
  Card,
  formatDateTime,
  formatPrice,
  LinkButton,
  PageSpinner,
  type Product,
  ProductImage,
  useCurrentUser,
} from '@app/shared';
import { DEFAULT_CURRENCY, PRODUCT_TEXTS, STOCK_OPTIONS } from '../../../constants';
import { Actions, PageHeader } from '../../../common/layout';
import { useResource } from '@app/shared/query';
import { fetchProduct } from '../api/products';
import { DeleteProductDialog } from '../components/DeleteProductDialog';
import { clicksOf, merchantOf, productPaths, rankingOf, shortId } from '../productDisplay';
import { LinkHealthSection } from '../../link-health/LinkHealthSection';
import { ProductClicksSection } from '../../clicks/ProductClicksSection';
import { ProductLoadError } from './ProductLoadError';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 20rem) minmax(0, 1fr);
  @media (max-width: 720px) { grid-template-columns: 1fr; }
  img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: ${({ theme }) => theme.radius.lg}; }
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 700;
  margin: 0.5rem 0;
`;

const Stats = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  margin: 1.5rem 0;
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  p { margin: 0.25rem 0 0; font-weight: 700; font-size: ${({ theme }) => theme.font.size.lg}; }
`;

const InfoTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  th { width: 12rem; color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; }
`;

const LinkText = styled.p`
  word-break: break-all;
`;

/** Price with two decimals in the product's currency, or 'No price information'. */
function detailPrice(product: Product) {
  return product.price === null || product.price === undefined ? PRODUCT_TEXTS.noPriceInformation : formatPrice(product.price, product.currency || DEFAULT_CURRENCY);
}

function ProductDetail({ product, canManage, onDelete }: { product: Product; canManage: boolean; onDelete: () => void }) {
  const info: Array<[string, string]> = [
    ['Product ID', product._id],
    ['Ranking', rankingOf(product)],
    ['Merchant', merchantOf(product)],
    ['Currency', product.currency || DEFAULT_CURRENCY],
    ['Category', product.category?.name ?? PRODUCT_TEXTS.notAvailable],
    ['Tags', product.tags?.length ? product.tags.join(', ') : PRODUCT_TEXTS.notAvailable],
    ['Stock', STOCK_OPTIONS.find((o) => o.value === product.stock)?.label ?? PRODUCT_TEXTS.notAvailable],
    ['Discount', `${product.discountPercentage ?? 0}%`],
    ['Status', product.isActive ? PRODUCT_TEXTS.active : PRODUCT_TEXTS.inactive],
    ['Featured', product.featured ? 'Yes' : 'No'],
    ['Description', product.description || PRODUCT_TEXTS.notAvailable],
  ];
  return (
    <>
      <PageHeader>
        <div>
          <h1>{product.title}</h1>
          <p>{shortId(product._id)}</p>
        </div>
        <Actions>
          <LinkButton $variant="secondary" to={productPaths.list}>
            {PRODUCT_TEXTS.backToProducts}
          </LinkButton>
          {canManage && (
            <>
              <LinkButton to={productPaths.edit(product._id)}>{PRODUCT_TEXTS.edit}</LinkButton>
              <Button variant="danger" onClick={onDelete}>
                {PRODUCT_TEXTS.delete}
              </Button>
            </>
          )}
        </Actions>
      </PageHeader>
      <Layout>
        <ProductImage src={product.featuredImage} alt={product.title} />
        <div>
          <div>
            {product.featured && <Badge $tone="warning">{PRODUCT_TEXTS.featured}</Badge>}{' '}
            <Badge $tone={product.isActive ? 'success' : 'danger'}>{product.isActive ? PRODUCT_TEXTS.active : PRODUCT_TEXTS.inactive}</Badge>{' '}
            <Badge $tone="primary" data-testid="detail-rank">{rankingOf(product)}</Badge>
          </div>
          <Price data-testid="detail-price">{detailPrice(product)}</Price>
          <p>{merchantOf(product)}</p>
          <AnchorButton href={product.affiliateLink} target="_blank" rel="sponsored noopener">
            {PRODUCT_TEXTS.visitAffiliateLink}
          </AnchorButton>
        </div>
      </Layout>
      <Stats>
        <Card>
          <h2>{PRODUCT_TEXTS.totalClicks}</h2>
          <p data-testid="detail-clicks">{clicksOf(product)}</p>
        </Card>
        <Card>
          <h2>{PRODUCT_TEXTS.created}</h2>
          <p>{formatDateTime(product.createdAt)}</p>
        </Card>
        <Card>
          <h2>{PRODUCT_TEXTS.lastUpdated}</h2>
          <p>{formatDateTime(product.updatedAt)}</p>
        </Card>
      </Stats>
      <Card>
        <h2>{PRODUCT_TEXTS.productInformation}</h2>
        <InfoTable>
          <tbody>
            {info.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </InfoTable>
        <h2>{PRODUCT_TEXTS.affiliateLink}</h2>
        <LinkText data-testid="detail-affiliate-link">{product.affiliateLink}</LinkText>
      </Card>
      <LinkHealthSection productId={product._id} link={product.link} canManage={canManage} />
      <ProductClicksSection productId={product._id} />
    </>
  );
}

/** /products/view/:id: one product's fields, link health and clicks. */
export default function ProductDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const product = useResource(['products', id], () => fetchProduct(id));
  const [confirming, setConfirming] = useState(false);

  if (product.loading) return <PageSpinner label={PRODUCT_TEXTS.loadingProduct} />;
  if (product.error || !product.data) return <ProductLoadError />;
  return (
    <section>
      <ProductDetail product={product.data} canManage={canManageCatalog(user)} onDelete={() => setConfirming(true)} />
      <DeleteProductDialog
        product={confirming ? product.data : null}
        message={PRODUCT_TEXTS.deleteDetailMessage}
        onClose={() => setConfirming(false)}
        onDeleted={() => navigate(productPaths.list)}
      />
    </section>
  );
}
