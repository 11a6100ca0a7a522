import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';

/** A page button, or a run of skipped pages shown as an ellipsis (two possible per bar, hence two names). */
export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The first and last page, the current one and `radius` pages each side; a skipped run of one page shows that
 * page instead of an ellipsis.  pageItems(5, 10) -> [1, 'gap-start', 4, 5, 6, 'gap-end', 10]
 */
export function pageItems(current: number, total: number, radius = 1): PageItem[] {
  if (total < 1) return [];
  const pages = new Set<number>([1, total]);
  for (let page = current - radius; page <= current + radius; page++) if (page >= 1 && page <= total) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push(index === 1 ? 'gap-start' : 'gap-end');
    items.push(page);
  });
  return items;
}

/**
 * `size` consecutive pages: from page 1 until the current page passes the middle, then centred on it, stopping
 * at the last page.  pageWindow(7, 12) -> [5, 6, 7, 8, 9]
 */
export function pageWindow(current: number, total: number, size = 5): PageItem[] {
  if (total <= 0) return [];
  if (total <= size) return Array.from({ length: total }, (_, i) => i + 1);
  const half = Math.floor(size / 2);
  const start = Math.min(current <= half + 1 ? 1 : current - half, total - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** The first and last item number a page shows ('Showing 11 to 20 of 95'); zeros for an empty list. */
export function pageRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  return { from: (page - 1) * limit + 1, to: Math.min(page * limit, total) };
}

const Bar = styled.nav<{ $centred: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${({ $centred }) => ($centred ? 'center' : 'space-between')};
  gap: 0.75rem;
  margin: 1.25rem 0 0.5rem;
`;

const Pages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const PAGINATION_TEXTS = { first: 'First', previous: 'Previous', next: 'Next', last: 'Last' } as const;

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Which page buttons to show (default: pageItems, the current page plus or minus one). */
  items?: (page: number, totalPages: number) => PageItem[];
  /** A line beside the buttons, e.g. 'Page 2 of 9' or 'Showing 11 to 20 of 95 products'. */
  summary?: ReactNode;
  /** First and Last buttons besides Previous and Next. */
  withEnds?: boolean;
  /** The navigation landmark's name (several lists on one page need different ones). */
  label?: string;
}

/**
 * One pagination bar for every list: shown only with more than one page; a change to a page outside
 * 1..totalPages, or to the current page, is ignored.
 */
export function Pagination({ page, totalPages, onChange, items = pageItems, summary, withEnds = false, label = 'Pagination' }: PaginationProps) {
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== page) onChange(target);
  };
  const step = (text: string, target: number, disabled: boolean) => (
    <li>
      <Button variant="secondary" size="sm" onClick={() => go(target)} disabled={disabled}>
        {text}
      </Button>
    </li>
  );
  return (
    <Bar aria-label={label} $centred={summary === undefined}>
      {summary !== undefined && <span data-testid="pagination-summary">{summary}</span>}
      <Pages>
        {withEnds && step(PAGINATION_TEXTS.first, 1, page <= 1)}
        {step(PAGINATION_TEXTS.previous, page - 1, page <= 1)}
        {items(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                size="sm"
                variant={item === page ? 'primary' : 'secondary'}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => go(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} aria-hidden="true">
              …
            </li>
          ),
        )}
        {step(PAGINATION_TEXTS.next, page + 1, page >= totalPages)}
        {withEnds && step(PAGINATION_TEXTS.last, totalPages, page >= totalPages)}
      </Pages>
    </Bar>
  );
}
