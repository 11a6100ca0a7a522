import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, canManageCatalog, EmptyState, LinkButton, PageSpinner, type Product, useCurrentUser } from '@app/shared';
import { ADMIN_PAGE_SIZE, PRODUCT_TEXTS } from '../../../constants';
import { Actions, PageHeader } from '../../../common/layout';
import { Pagination } from '../../../common/Pagination';
import { useResource } from '../../../common/useResource';
import { fetchProducts, fetchProductSummary } from '../api/products';
import { useProductListQuery } from '../hooks/useProductListQuery';
import { productPaths } from '../productDisplay';
import { useCategoryOptions } from '../form/useCategoryOptions';
import { DeleteProductDialog } from './DeleteProductDialog';
import { ListToolbar } from './ListToolbar';
import { ProductGrid } from './ProductGrid';
import { ProductTable } from './ProductTable';
import { SummaryCards } from './SummaryCards';

const ViewSwitch = styled.div`
  display: inline-flex;
  button[aria-pressed='true'] { outline: 2px solid ${({ theme }) => theme.colors.primary}; }
`;

/** /products: the admin product list (spec section 2). Staff see it read-only. */
export default function ProductListPage() {
  const user = useCurrentUser();
  const canManage = canManageCatalog(user);
  const query = useProductListQuery();
  const { page, search, category, view } = query;

  const list = useResource(() => fetchProducts({ page, limit: ADMIN_PAGE_SIZE, search, category }), `${page}|${search}|${category}`);
  const summary = useResource(fetchProductSummary, 'summary');
  const categories = useCategoryOptions();
  const [toDelete, setToDelete] = useState<Product | null>(null);

  const refresh = useCallback(() => {
    list.reload();
    summary.reload();
  }, [list, summary]);

  const afterDelete = () => {
    // Deleting the last row of a page goes back one page instead of showing an empty page.
    if (list.data && list.data.products.length === 1 && page > 1) query.setPage(page - 1);
    else list.reload();
    summary.reload();
  };

  const data = list.data;
  const totalPages = data?.totalPages ?? 0;

  // A stale link past the last page (rows deleted since) lands on the last page instead of an empty one.
  const { setPage } = query;
  useEffect(() => {
    if (data && data.products.length === 0 && totalPages >= 1 && page > totalPages) setPage(totalPages);
  }, [data, totalPages, page, setPage]);

  return (
    <section>
      <PageHeader>
        <div>
          <h1>{PRODUCT_TEXTS.listTitle}</h1>
          <p>{PRODUCT_TEXTS.listSubtitle}</p>
        </div>
        <Actions>
          <ViewSwitch role="group" aria-label="View">
            <Button variant="secondary" aria-pressed={view === 'table'} onClick={() => query.setView('table')}>
              {PRODUCT_TEXTS.tableView}
            </Button>
            <Button variant="secondary" aria-pressed={view === 'grid'} onClick={() => query.setView('grid')}>
              {PRODUCT_TEXTS.gridView}
            </Button>
          </ViewSwitch>
          <Button variant="secondary" onClick={refresh} disabled={list.loading}>
            {PRODUCT_TEXTS.refresh}
          </Button>
          {canManage && <LinkButton to={productPaths.add}>{PRODUCT_TEXTS.newProduct}</LinkButton>}
        </Actions>
      </PageHeader>

      <SummaryCards total={summary.data?.total ?? data?.total ?? null} featured={summary.data?.featured ?? null} />

      <ListToolbar search={search} category={category} categories={categories} onSearch={query.submitSearch} onCategory={query.setCategory} />

      {list.error && <Alert title={PRODUCT_TEXTS.errorTitle}>{list.error}</Alert>}

      {list.loading ? (
        <PageSpinner label="Loading products" />
      ) : data && data.products.length === 0 ? (
        <EmptyState
          title={PRODUCT_TEXTS.noProductsFound}
          description={PRODUCT_TEXTS.noProductsHint}
          action={canManage ? <LinkButton to={productPaths.add}>{PRODUCT_TEXTS.addNewProduct}</LinkButton> : undefined}
        />
      ) : data ? (
        <>
          {view === 'grid' ? (
            <ProductGrid products={data.products} canManage={canManage} onDelete={setToDelete} />
          ) : (
            <ProductTable products={data.products} canManage={canManage} onDelete={setToDelete} />
          )}
          <Pagination page={data.currentPage || page} totalPages={totalPages} total={data.total} limit={ADMIN_PAGE_SIZE} onPageChange={query.setPage} />
        </>
      ) : null}

      <DeleteProductDialog product={toDelete} onClose={() => setToDelete(null)} onDeleted={afterDelete} />
    </section>
  );
}
