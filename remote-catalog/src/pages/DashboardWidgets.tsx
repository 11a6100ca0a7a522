import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Card, PageSpinner, ProductImage } from '@app/shared';
import { DASHBOARD_TEXTS } from '../constants';
import { Figures } from '../common/layout';
import { QueryProvider, useResource } from '@app/shared/query';
import { fetchDashboardStats } from '../features/products/api/products';
import { productPaths } from '../features/products/productDisplay';
import { ClicksChart } from '../features/dashboard/ClicksChart';
import { BrokenLinksWidget } from '../features/link-health/BrokenLinksWidget';

const Panels = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 1rem;
  @media (max-width: 900px) { grid-template-columns: 1fr; }
  h2 { margin: 0 0 0.75rem; font-size: ${({ theme }) => theme.font.size.md}; }
`;

const Top = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; align-items: center; gap: 0.5rem; padding: 0.375rem 0; }
  img { width: 2.5rem; height: 2.5rem; object-fit: cover; border-radius: ${({ theme }) => theme.radius.md}; }
  a { flex: 1; color: inherit; }
`;

/** The dashboard's catalog figures (shell /dashboard, under its heading). */
export default function DashboardWidgets() {
  return (
    <QueryProvider>
      <DashboardFigures />
    </QueryProvider>
  );
}

function DashboardFigures() {
  const stats = useResource(['stats', 'dashboard'], fetchDashboardStats);
  if (stats.loading) return <PageSpinner label={DASHBOARD_TEXTS.loading} />;
  if (stats.error || !stats.data) return <Alert title={DASHBOARD_TEXTS.errorTitle}>{stats.error}</Alert>;
  const { products, featured, inactive, clicksByDay } = stats.data;
  // A product nobody clicked is not a 'most clicked' product.
  const topProducts = (stats.data.topProducts ?? []).filter((p) => (p.clicks ?? 0) > 0);
  return (
    <div data-testid="catalog-widgets">
      <Figures>
        <Card data-testid="stat-products">
          <h2>{DASHBOARD_TEXTS.products}</h2>
          <p>{products}</p>
        </Card>
        <Card data-testid="stat-featured">
          <h2>{DASHBOARD_TEXTS.featured}</h2>
          <p>{featured}</p>
        </Card>
        <Card data-testid="stat-inactive">
          <h2>{DASHBOARD_TEXTS.inactive}</h2>
          <p>{inactive}</p>
        </Card>
        <BrokenLinksWidget />
      </Figures>
      <Panels>
        <Card>
          <h2>{DASHBOARD_TEXTS.clicksTitle}</h2>
          <ClicksChart days={clicksByDay ?? []} />
        </Card>
        <Card>
          <h2>{DASHBOARD_TEXTS.topProducts}</h2>
          {topProducts.length ? (
            <Top data-testid="top-products">
              {topProducts.map((p) => (
                <li key={p._id}>
                  <ProductImage src={p.featuredImage} alt="" />
                  <Link to={productPaths.view(p._id)}>{p.title}</Link>
                  <strong>{p.clicks ?? 0}</strong>
                </li>
              ))}
            </Top>
          ) : (
            <p>{DASHBOARD_TEXTS.noClicks}</p>
          )}
        </Card>
      </Panels>
    </div>
  );
}
