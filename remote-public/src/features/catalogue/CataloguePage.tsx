import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Pagination } from '@app/shared/public';
import { ProductCard, type CardLayout } from '../../common/ProductCard';
import { CardSkeletons, ProductGrid } from '../../common/ProductGrid';
import { VisuallyHidden } from '../../common/VisuallyHidden';
import { CATALOGUE_SORT_OPTIONS, MOBILE_BREAKPOINT_PX, SKELETONS, TEXTS } from '../../constants';
import { catalogueHead } from '../../seo/pageHeads';
import { PageHead } from '../../seo/PageHead';
import { applyFilters, clearedQuery } from './catalogueQuery';
import { FilterSidebar } from './FilterSidebar';
import { useCatalogue } from './useCatalogue';

const Banner = styled.div`
  background: linear-gradient(135deg, #1e3a8a, #1d4ed8);
  color: #fff;
  padding: 2rem 1rem;
  > div { max-width: 80rem; margin: 0 auto; }
  h1 { margin: 0.5rem 0 0; font-size: 2rem; }
  ol { display: flex; gap: 0.5rem; list-style: none; margin: 0; padding: 0; font-size: 0.875rem; }
  li + li::before { content: '/'; margin-right: 0.5rem; }
  a { color: #fff; }
`;

const Layout = styled.div`
  max-width: 80rem;
  margin: 0 auto;
  padding: 1.5rem 1rem;
  display: grid;
  gap: 1.5rem;
  @media (min-width: ${MOBILE_BREAKPOINT_PX}px) { grid-template-columns: 16rem 1fr; }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  margin-bottom: 1rem;
  form { display: flex; gap: 0.5rem; flex: 1 1 16rem; }
  input, select { padding: 0.5rem 0.625rem; border: 1px solid #6b7280; border-radius: 0.375rem; font: inherit; background: #fff; }
  form input { flex: 1; min-width: 0; }
  button { padding: 0.5rem 0.75rem; border-radius: 0.375rem; border: 1px solid ${({ theme }) => theme.colors.border}; background: #fff; font: inherit; cursor: pointer; color: ${({ theme }) => theme.colors.text}; }
  button[aria-pressed='true'] { background: ${({ theme }) => theme.colors.primary}; color: #fff; border-color: ${({ theme }) => theme.colors.primary}; }
  .filters-toggle { @media (min-width: ${MOBILE_BREAKPOINT_PX}px) { display: none; } }
`;

const Empty = styled.div`
  text-align: center;
  padding: 3rem 1rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 { margin: 0 0 0.5rem; }
  button { margin-top: 1rem; padding: 0.625rem 1rem; border-radius: 0.375rem; border: 0; background: ${({ theme }) => theme.colors.primary}; color: #fff; font-weight: 700; cursor: pointer; }
`;

const Summary = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Catalogue (/product): filters, search, sort, grid or list, pagination; everything in the URL. */
export default function CataloguePage() {
  const { query, setQuery, answer, loading, error, categories, merchants, retry } = useCatalogue();
  const [layout, setLayout] = useState<CardLayout>('grid');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [searchText, setSearchText] = useState(query.search);
  const [syncedSearch, setSyncedSearch] = useState(query.search);
  if (syncedSearch !== query.search) {
    // Back/forward changed the URL: show its search text.
    setSyncedSearch(query.search);
    setSearchText(query.search);
  }

  const clear = () => setQuery(clearedQuery());
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...query, search: searchText.trim(), page: 1 });
  };

  const products = answer?.products ?? [];
  return (
    <>
      <PageHead {...catalogueHead(query, categories, loading || error ? null : answer)} />
      <Banner>
        <div>
          <nav aria-label="Breadcrumb">
            <ol>
              <li><Link to="/">Home</Link></li>
              <li aria-current="page">Products</li>
            </ol>
          </nav>
          <h1>{TEXTS.ourProducts}</h1>
        </div>
      </Banner>
      <Layout>
        <FilterSidebar
          query={query}
          categories={categories}
          merchants={merchants}
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          onApply={(draft) => setQuery(applyFilters(query, draft))}
          onClear={clear}
        />
        <section aria-label="Products">
          <Toolbar>
            <button type="button" className="filters-toggle" aria-expanded={filtersOpen} aria-controls="catalogue-filters" onClick={() => setFiltersOpen(true)}>
              {TEXTS.filters}
            </button>
            <form role="search" onSubmit={onSearch}>
              <input type="search" aria-label={TEXTS.searchProducts} placeholder="Search products..." value={searchText} onChange={(e) => setSearchText(e.target.value)} />
              <button type="submit">Search</button>
            </form>
            <label>
              {TEXTS.sortBy}{' '}
              <select value={query.sort} onChange={(e) => setQuery({ ...query, sort: e.target.value, page: 1 })}>
                {CATALOGUE_SORT_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>{option.label}</option>
                ))}
              </select>
            </label>
            <div role="group" aria-label="View">
              <button type="button" aria-pressed={layout === 'grid'} onClick={() => setLayout('grid')} aria-label={TEXTS.gridView}>▦</button>{' '}
              <button type="button" aria-pressed={layout === 'list'} onClick={() => setLayout('list')} aria-label={TEXTS.listView}>☰</button>
            </div>
          </Toolbar>
          {loading ? (
            <div role="status" aria-label={TEXTS.loadingProducts}>
              <CardSkeletons count={layout === 'grid' ? SKELETONS.grid : SKELETONS.list} layout={layout} />
            </div>
          ) : error ? (
            <Empty role="alert">
              <h2>{error}</h2>
              <button type="button" onClick={retry}>Try again</button>
            </Empty>
          ) : products.length === 0 ? (
            <Empty>
              <h2>{TEXTS.noProductsFound}</h2>
              <p>{TEXTS.noProductsFoundHint}</p>
              <button type="button" onClick={clear}>{TEXTS.clearFilters}</button>
            </Empty>
          ) : (
            <>
              <Summary>
                Showing {(answer!.currentPage - 1) * query.limit + 1} to {(answer!.currentPage - 1) * query.limit + products.length} of {answer!.total} products
              </Summary>
              {/* The cards' titles are h3: their section heading keeps the outline in order (h1, h2, h3). */}
              <VisuallyHidden as="h2">Products</VisuallyHidden>
              <ProductGrid $layout={layout}>
                {products.map((product, index) => (
                  <ProductCard key={product._id} product={product} layout={layout} eager={index < 3} />
                ))}
              </ProductGrid>
              <Pagination withEnds page={answer!.currentPage} totalPages={answer!.totalPages} onChange={(page) => setQuery({ ...query, page })} />
            </>
          )}
        </section>
      </Layout>
    </>
  );
}
