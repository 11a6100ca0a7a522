import { useState } from 'react';
import styled from 'styled-components';
import { useDebouncedValue } from '@app/shared/public';
import { HOME_SEARCH_DEBOUNCE_MS, TEXTS } from '../../constants';
import { homeHead } from '../../seo/pageHeads';
import { PageHead } from '../../seo/PageHead';
import { HomeBanners } from './HomeBanners';
import { HomeCard } from './HomeCard';
import { useHomeProducts } from './useHomeProducts';
import { useInfiniteScroll } from './useInfiniteScroll';

const Page = styled.div`
  max-width: 80rem;
  margin: 0 auto;
  padding: 1.5rem 1rem;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.75rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
  span { color: ${({ theme }) => theme.colors.primary}; }
`;

const SearchBox = styled.div`
  margin: 1rem 0 0.5rem;
  label { display: block; font-weight: 600; margin-bottom: 0.375rem; }
  input { width: 100%; max-width: 36rem; padding: 0.75rem 1rem; border: 1px solid #6b7280; border-radius: 0.5rem; font: inherit; }
`;

const Disclosure = styled.p`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0.25rem 0 1rem;
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: 640px) { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  @media (min-width: 1024px) { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const StatusText = styled.p<{ $error?: boolean }>`
  padding: 1rem 0;
  font-weight: 600;
  color: ${({ $error, theme }) => ($error ? theme.colors.dangerHover : theme.colors.textMuted)};
`;

/** Home (/): the ranked grid, searched on the server, loaded page by page as the visitor scrolls. */
export default function HomePage() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, HOME_SEARCH_DEBOUNCE_MS);
  const { products, loading, loadingMore, error, hasMore, offline, loadMore } = useHomeProducts(debounced);
  const sentinel = useInfiniteScroll(loadMore, hasMore && !loading && !error);

  let status = null;
  if (error) status = <StatusText $error role="alert">{error}</StatusText>;
  else if (loading) status = <StatusText role="status">{TEXTS.loadingProducts}</StatusText>;
  else if (products.length === 0) status = <StatusText role="status">{TEXTS.noProductsHome}</StatusText>;

  const showGrid = !loading && products.length > 0 && (!error || offline);

  return (
    <Page>
      {/* Placeholders (API unreachable) are not products: no structured data for them. */}
      <PageHead {...homeHead(offline ? [] : products)} />
      <Title>
        Affiliate <span>Catalogue</span>
      </Title>
      <HomeBanners />
      <SearchBox role="search">
        <label htmlFor="home-search">{TEXTS.homeSearchLabel}</label>
        <input
          id="home-search"
          type="search"
          placeholder={TEXTS.homeSearchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </SearchBox>
      <Disclosure>{TEXTS.disclosure}</Disclosure>
      {status}
      {showGrid && (
        <Grid aria-label="Ranked products" aria-busy={loadingMore}>
          {products.map((product, index) => (
            <HomeCard key={product._id} product={product} eager={index < 4} placeholder={offline} />
          ))}
        </Grid>
      )}
      {loadingMore && <StatusText role="status">{TEXTS.loadingMore}</StatusText>}
      {hasMore && !loadingMore && (
        // Fallback for keyboards and browsers without IntersectionObserver.
        <p style={{ textAlign: 'center' }}>
          <button type="button" onClick={loadMore} style={{ padding: '0.5rem 1rem', font: 'inherit', cursor: 'pointer' }}>
            Load more products
          </button>
        </p>
      )}
      <div ref={sentinel} aria-hidden="true" style={{ height: 1 }} />
    </Page>
  );
}
