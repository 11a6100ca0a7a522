import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  canManageCatalog,
  EmptyState,
  LinkButton,
  PageSpinner,
  Pagination,
  pageRange,
  pageWindow,
  type LinkCheckRun,
  type Product,
  toast,
  useCurrentUser,
} from '@app/shared';
import { ADMIN_PAGE_SIZE, LINK_TEXTS, MAX_PAGE_BUTTONS, PRODUCT_TEXTS } from '../../../constants';
import { Actions, PageHeader } from '../../../common/layout';
import { useInvalidate, useResource } from '@app/shared/query';
import { useSelection } from '../../../common/useSelection';
import { LinkCheckControls } from '../../link-health/LinkCheckControls';
import { LinkCheckProgress } from '../../link-health/LinkCheckProgress';
import { useLinkCheckRun } from '../../link-health/useLinkCheckRun';
import { BulkDialog } from '../../product-transfer/BulkDialog';
import { ExportMenu } from '../../product-transfer/ExportMenu';
import { ImportDialog } from '../../product-transfer/ImportDialog';
import { SelectionBar, useBulkTarget } from '../../product-transfer/SelectionBar';
import { TRANSFER_TEXTS } from '../../product-transfer/texts';
import { useBulkActions } from '../../product-transfer/useBulkActions';
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

/** /products: the admin product list. Staff see it read-only. */
export default function ProductListPage() {
  const user = useCurrentUser();
  const canManage = canManageCatalog(user);
  const query = useProductListQuery();
  const { page, search, category, linkStatus, view } = query;

  const list = useResource(['products', 'list', { page, search, category, linkStatus }], () =>
    fetchProducts({ page, limit: ADMIN_PAGE_SIZE, search, category, linkStatus }),
  );
  const summary = useResource(['products', 'summary'], fetchProductSummary);
  const invalidate = useInvalidate();
  const categories = useCategoryOptions();
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  // Bulk "all matching" and export apply the filter the list shows.
  const filter = useMemo(() => ({ search, category, linkStatus }), [search, category, linkStatus]);

  // Products changed: every cached product answer (this list, its figures, product pages) and the figures built
  // from products (dashboard, category counts) are refetched.
  const refresh = useCallback(() => void invalidate(['products'], ['stats'], ['categories']), [invalidate]);

  // A finished run changed the badges (and maybe which rows the filter shows): reload and say how it went.
  const linkRun = useLinkCheckRun({
    enabled: canManage,
    onFinished: (run: LinkCheckRun) => {
      if (run.status === 'failed') toast.error(run.error ? `${LINK_TEXTS.failed}: ${run.error}` : LINK_TEXTS.failed);
      else toast.success(LINK_TEXTS.finished(run.healthy, run.warning, run.broken));
      refresh();
    },
  });
  const selection = useSelection(list.data?.products);
  const bulkTarget = useBulkTarget(selection, list.data?.products, list.data?.total ?? 0, filter);
  const { clear: clearSelection } = selection;
  const bulk = useBulkActions(
    useCallback(() => {
      clearSelection();
      refresh();
    }, [clearSelection, refresh]),
  );

  const afterDelete = () => {
    // Deleting the last row of a page goes back one page instead of showing an empty page.
    // (The dialog already had every product answer refetched.)
    if (list.data && list.data.products.length === 1 && page > 1) query.setPage(page - 1);
  };

  const data = list.data;
  const totalPages = data?.totalPages ?? 0;
  const shown = pageRange(data?.currentPage || page, ADMIN_PAGE_SIZE, data?.total ?? 0);

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
          {canManage && <LinkCheckControls selectedIds={selection.selectedIds} busy={linkRun.running || linkRun.starting} onStart={(ids) => void linkRun.start(ids)} />}
          {canManage && <ExportMenu filter={filter} />}
          {canManage && (
            <Button variant="secondary" onClick={() => setImportOpen(true)}>
              {TRANSFER_TEXTS.import}
            </Button>
          )}
          {canManage && <LinkButton to={productPaths.add}>{PRODUCT_TEXTS.newProduct}</LinkButton>}
        </Actions>
      </PageHeader>

      {canManage && <LinkCheckProgress run={linkRun.run} error={linkRun.error} onRetry={linkRun.retry} onDismiss={linkRun.dismiss} />}

      <SummaryCards total={summary.data?.total ?? data?.total ?? null} featured={summary.data?.featured ?? null} />

      <ListToolbar
        search={search}
        category={category}
        categories={categories}
        linkStatus={linkStatus}
        onSearch={query.submitSearch}
        onCategory={query.setCategory}
        onLinkStatus={query.setLinkStatus}
      />

      {canManage && data && data.products.length > 0 && (
        <SelectionBar target={bulkTarget} onChoose={(action) => bulk.ask({ action, target: bulkTarget.target, count: bulkTarget.count })} onClear={clearSelection} />
      )}

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
            <ProductGrid products={data.products} canManage={canManage} onDelete={setToDelete} selection={canManage ? selection : undefined} />
          ) : (
            <ProductTable products={data.products} canManage={canManage} onDelete={setToDelete} selection={canManage ? selection : undefined} />
          )}
          <Pagination
            page={data.currentPage || page}
            totalPages={totalPages}
            onChange={query.setPage}
            items={(current, pages) => pageWindow(current, pages, MAX_PAGE_BUTTONS)}
            summary={PRODUCT_TEXTS.showing(shown.from, shown.to, data.total)}
          />
        </>
      ) : null}

      <DeleteProductDialog product={toDelete} onClose={() => setToDelete(null)} onDeleted={afterDelete} />
      {canManage && <BulkDialog bulk={bulk} categories={categories} />}
      {canManage && <ImportDialog open={importOpen} onClose={() => setImportOpen(false)} onImported={refresh} />}
    </section>
  );
}
