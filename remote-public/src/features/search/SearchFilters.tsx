import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Category } from '@app/shared/public';
import { SEARCH_SORT_FIELDS } from '../../constants';
import { nextSort, sortDirection, type SearchQuery } from './searchQuery';

const Panel = styled.section`
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 1rem;
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 1.5rem;
  align-items: flex-end;
  margin-bottom: 1rem;
  label { display: grid; gap: 0.25rem; font-size: 0.875rem; font-weight: 600; }
  input, select { padding: 0.45rem 0.5rem; border: 1px solid #6b7280; border-radius: 0.375rem; font: inherit; background: #fff; }
  input[type='number'] { width: 7rem; }
  button { padding: 0.45rem 0.75rem; border-radius: 0.375rem; border: 1px solid ${({ theme }) => theme.colors.border}; background: #fff; color: ${({ theme }) => theme.colors.text}; font: inherit; cursor: pointer; }
  button[aria-pressed='true'] { background: ${({ theme }) => theme.colors.primary}; color: #fff; border-color: ${({ theme }) => theme.colors.primary}; }
  .sorts { display: flex; gap: 0.5rem; flex-wrap: wrap; align-items: center; }
  .sorts > span { font-size: 0.875rem; font-weight: 600; }
  form { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: flex-end; }
`;

const ARROW = { asc: ' ↑', desc: ' ↓' } as const;

/** Category select, price range and sort buttons (ascending, descending, default). */
export function SearchFilters({ query, categories, onChange }: { query: SearchQuery; categories: Category[]; onChange: (q: SearchQuery) => void }) {
  const [minPrice, setMinPrice] = useState(query.minPrice);
  const [maxPrice, setMaxPrice] = useState(query.maxPrice);
  useEffect(() => {
    setMinPrice(query.minPrice);
    setMaxPrice(query.maxPrice);
  }, [query.minPrice, query.maxPrice]);

  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...query, minPrice, maxPrice, page: 1 });
  };

  return (
    <Panel aria-label="Filters">
      <label>
        Category
        <select value={query.category} onChange={(e) => onChange({ ...query, category: e.target.value, page: 1 })}>
          <option value="">All Categories</option>
          {categories.map((c) => (
            <option key={c._id} value={c.slug}>{c.name}</option>
          ))}
        </select>
      </label>
      <form onSubmit={applyPrice} aria-label="Price range">
        <label>
          Min price
          <input type="number" min={0} step="0.01" value={minPrice} onChange={(e) => setMinPrice(e.target.value)} />
        </label>
        <label>
          Max price
          <input type="number" min={0} step="0.01" value={maxPrice} onChange={(e) => setMaxPrice(e.target.value)} />
        </label>
        <button type="submit">Apply price</button>
      </form>
      <div className="sorts" role="group" aria-label="Sort by">
        <span aria-hidden="true">Sort by:</span>
        {SEARCH_SORT_FIELDS.map(({ field, label }) => {
          const direction = sortDirection(query.sort, field);
          const state = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'not sorted';
          return (
            <button
              key={field}
              type="button"
              aria-pressed={direction !== null}
              aria-label={`Sort by ${label.toLowerCase()}, ${state}`}
              data-sort-field={field}
              onClick={() => onChange({ ...query, sort: nextSort(query.sort, field), page: 1 })}
            >
              {label}
              {direction ? ARROW[direction] : ''}
            </button>
          );
        })}
      </div>
    </Panel>
  );
}
