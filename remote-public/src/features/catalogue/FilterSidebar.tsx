import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Category } from '@app/shared/public';
import { MOBILE_BREAKPOINT_PX, RATING_FILTER_VALUES, TEXTS } from '../../constants';
import { draftFromQuery, type CatalogueQuery, type FilterDraft } from './catalogueQuery';

const Panel = styled.aside<{ $open: boolean }>`
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 1rem;
  align-self: start;
  fieldset { border: 0; margin: 0 0 1.25rem; padding: 0; }
  legend { font-weight: 700; margin-bottom: 0.5rem; }
  label { display: flex; align-items: center; gap: 0.5rem; padding: 0.2rem 0; cursor: pointer; }
  .prices { display: flex; gap: 0.5rem; }
  .prices label { flex-direction: column; align-items: stretch; gap: 0.25rem; font-size: 0.875rem; }
  .prices input { width: 100%; padding: 0.4rem 0.5rem; border: 1px solid #6b7280; border-radius: 0.375rem; font: inherit; }
  .actions { display: grid; gap: 0.5rem; }
  .actions button { padding: 0.625rem; border-radius: 0.375rem; font-weight: 700; cursor: pointer; font: inherit; }
  .apply { background: ${({ theme }) => theme.colors.primary}; color: #fff; border: 0; }
  .clear { background: #fff; color: ${({ theme }) => theme.colors.text}; border: 1px solid ${({ theme }) => theme.colors.border}; }
  .close { display: block; margin-left: auto; background: none; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: 0.375rem; padding: 0.25rem 0.625rem; cursor: pointer; }
  @media (max-width: ${MOBILE_BREAKPOINT_PX - 1}px) {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    position: fixed;
    inset: 0 auto 0 0;
    /* 'start' (the desktop column's) would size the fixed panel to its content, taller than a phone's
       screen, with Apply Filters out of reach: fill the screen's height and scroll inside. */
    align-self: stretch;
    width: min(22rem, 90vw);
    overflow-y: auto;
    z-index: ${({ theme }) => theme.zIndex.modal};
    border-radius: 0;
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  @media (min-width: ${MOBILE_BREAKPOINT_PX}px) {
    .close { display: none; }
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(17, 24, 39, 0.5);
  z-index: ${({ theme }) => theme.zIndex.modal - 1};
  @media (min-width: ${MOBILE_BREAKPOINT_PX}px) { display: none; }
`;

const Stars = ({ n }: { n: number }) => (
  <span aria-hidden="true" style={{ color: '#b45309', letterSpacing: 1 }}>
    {'★'.repeat(n)}
    {'☆'.repeat(5 - n)}
  </span>
);

export interface FilterSidebarProps {
  query: CatalogueQuery;
  categories: Category[];
  merchants: string[];
  open: boolean;
  onClose: () => void;
  onApply: (draft: FilterDraft) => void;
  onClear: () => void;
}

/** Categories, price range, merchants and rating; edits apply only with Apply Filters. */
export function FilterSidebar({ query, categories, merchants, open, onClose, onApply, onClear }: FilterSidebarProps) {
  const [draft, setDraft] = useState<FilterDraft>(() => draftFromQuery(query));
  useEffect(() => setDraft(draftFromQuery(query)), [query]);

  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    closeRef.current?.focus(); // the slide-over opened: start keyboard users inside it
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
    onClose();
  };
  const toggleMerchant = (name: string) =>
    setDraft((d) => ({ ...d, merchants: d.merchants.includes(name) ? d.merchants.filter((m) => m !== name) : [...d.merchants, name] }));

  return (
    <>
    {open && <Backdrop aria-hidden="true" onClick={onClose} data-testid="filters-backdrop" />}
    <Panel id="catalogue-filters" $open={open} aria-label={TEXTS.filters}>
      <button ref={closeRef} type="button" className="close" onClick={onClose} aria-label="Close filters">
        ✕
      </button>
      <form onSubmit={submit}>
        <fieldset>
          <legend>{TEXTS.categories}</legend>
          <label>
            <input type="radio" name="category" value="" checked={draft.category === ''} onChange={() => setDraft((d) => ({ ...d, category: '' }))} />
            {TEXTS.allCategories}
          </label>
          {categories.map((category) => (
            <label key={category._id}>
              <input
                type="radio"
                name="category"
                value={category.slug}
                checked={draft.category === category.slug || draft.category === category._id}
                onChange={() => setDraft((d) => ({ ...d, category: category.slug }))}
              />
              {category.name}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{TEXTS.priceRange}</legend>
          <div className="prices">
            <label>
              Min
              <input type="number" min={0} step="0.01" inputMode="decimal" value={draft.minPrice} onChange={(e) => setDraft((d) => ({ ...d, minPrice: e.target.value }))} />
            </label>
            <label>
              Max
              <input type="number" min={0} step="0.01" inputMode="decimal" value={draft.maxPrice} onChange={(e) => setDraft((d) => ({ ...d, maxPrice: e.target.value }))} />
            </label>
          </div>
        </fieldset>
        {merchants.length > 0 && (
          <fieldset>
            <legend>{TEXTS.merchants}</legend>
            {merchants.map((name) => (
              <label key={name}>
                <input type="checkbox" checked={draft.merchants.includes(name)} onChange={() => toggleMerchant(name)} />
                {name}
              </label>
            ))}
          </fieldset>
        )}
        <fieldset>
          <legend>{TEXTS.rating}</legend>
          {RATING_FILTER_VALUES.map((n) => (
            <label key={n}>
              <input type="radio" name="minRating" value={n} checked={draft.minRating === String(n)} onChange={() => setDraft((d) => ({ ...d, minRating: String(n) }))} />
              <Stars n={n} />
              <span>
                {n} {TEXTS.andUp}
              </span>
            </label>
          ))}
        </fieldset>
        <div className="actions">
          <button type="submit" className="apply">{TEXTS.applyFilters}</button>
          <button
            type="button"
            className="clear"
            onClick={() => {
              onClear();
              onClose();
            }}
          >
            {TEXTS.clearAllFilters}
          </button>
        </div>
      </form>
    </Panel>
    </>
  );
}
