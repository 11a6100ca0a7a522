import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Pagination } from '@app/shared/public';
import { ProductCard } from '../../common/ProductCard';
import { CardSkeletons, FULL_WIDTH_ROW_MAX, ProductGrid } from '../../common/ProductGrid';
import { VisuallyHidden } from '../../common/VisuallyHidden';
import { searchHead } from '../../seo/pageHeads';
import { PageHead } from '../../seo/PageHead';
import { SKELETONS, TEXTS } from '../../constants';
import { SearchFilters } from './SearchFilters';
import { activeChips, type SearchQuery } from './searchQuery';
import { useSearchResults } from './useSearchResults';

const Page = styled.div`
  max-width: 80rem;
  margin: 0 auto;
  padding: 1.5rem 1rem;
  h1 { margin: 0 0 1rem; font-size: 1.75rem; }
`;

const SearchForm = styled.form`
  display: flex;
  gap: 0.5rem;
  max-width: 36rem;
  margin-bottom: 1rem;
  input { flex: 1; padding: 0.625rem 0.75rem; border: 1px solid #6b7280; border-radius: 0.375rem; font: inherit; }
  button { padding: 0.625rem 1rem; border: 0; border-radius: 0.375rem; background: ${({ theme }) => theme.colors.primary}; color: #fff; font-weight: 700; cursor: pointer; }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  list-style: none;
  margin: 0 0 0.75rem;
  padding: 0;
  button { border: 1px solid #93c5fd; background: #eff6ff; color: #1e3a8a; border-radius: 9999px; padding: 0.25rem 0.75rem; cursor: pointer; font: inherit; font-size: 0.875rem; }
`;

const Empty = styled.div`
  text-align: center;
  padding: 3rem 1rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 { margin: 0 0 1rem; }
  button { padding: 0.625rem 1rem; border-radius: 0.375rem; border: 0; background: ${({ theme }) => theme.colors.primary}; color: #fff; font-weight: 700; cursor: pointer; }
`;

const EMPTY_QUERY: SearchQuery = { query: '', category: '', minPrice: '', maxPrice: '', sort: '', page: 1 };

/** Search (/search): server-side results with filters, sort buttons, chips and numbered pagination. */
export default function SearchPage() {
  const { query, setQuery, answer, loading, error, categories } = useSearchResults();
  const title = query.query ? `${TEXTS.searchResultsFor} "${query.query}"` : TEXTS.allProducts;
  const [text, setText] = useState(query.query);
  const [synced, setSynced] = useState(query.query);
  if (synced !== query.query) {
    setSynced(query.query);
    setText(query.query);
  }

  const categoryName = (key: string) => categories.find((c) => c.slug === key || c._id === key)?.name ?? key;
  const chips = activeChips(query, categoryName);
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...query, query: text.trim(), page: 1 });
  };
  const products = answer?.products ?? [];

  return (
    <Page>
      <PageHead {...searchHead(query, loading || error ? null : answer)} />
      <h1>{title}</h1>
      <SearchForm role="search" onSubmit={onSearch}>
        <input type="search" aria-label={TEXTS.searchProducts} placeholder="Search products..." value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit">Search</button>
      </SearchForm>
      <SearchFilters query={query} categories={categories} onChange={setQuery} />
      {chips.length > 0 && (
        <Chips aria-label="Active filters">
          {chips.map((chip) => (
            <li key={chip.key}>
              <button type="button" onClick={() => setQuery({ ...query, [chip.key]: '', page: 1 })} aria-label={`Remove filter ${chip.label}`}>
                {chip.label} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </Chips>
      )}
      {loading ? (
        <div role="status" aria-label={TEXTS.loadingProducts}>
          <CardSkeletons count={SKELETONS.search} />
        </div>
      ) : error ? (
        <Empty role="alert">
          <h2>{error}</h2>
        </Empty>
      ) : products.length === 0 ? (
        <Empty>
          <h2>{TEXTS.noProductsSearch}</h2>
          <button type="button" onClick={() => setQuery(EMPTY_QUERY)}>{TEXTS.clearFiltersTryAgain}</button>
        </Empty>
      ) : (
        <>
          <p role="status">{TEXTS.productsFound(answer!.total)}</p>
          {/* The cards' titles are h3: their section heading keeps the outline in order (h1, h2, h3). */}
          <VisuallyHidden as="h2">Results</VisuallyHidden>
          <ProductGrid $layout="grid">
            {products.map((product, index) => (
              <ProductCard key={product._id} product={product} eager={index < FULL_WIDTH_ROW_MAX} />
            ))}
          </ProductGrid>
          <Pagination withEnds page={answer!.currentPage} totalPages={answer!.totalPages} onChange={(page) => setQuery({ ...query, page })} label="Search results pages" />
        </>
      )}
    </Page>
  );
}
