import styled from 'styled-components';
import { Button } from '@app/shared';
import { PRODUCT_TEXTS } from '../constants';
import { pageRange, pageWindow } from './pageWindow';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-top: 1rem;
`;

const Pages = styled.div`
  display: flex;
  gap: 0.25rem;
`;

export interface PaginationProps {
  page: number;
  totalPages: number;
  total: number;
  limit: number;
  onPageChange: (page: number) => void;
}

/** Shown only with more than one page; page changes outside 1..totalPages are ignored. */
export function Pagination({ page, totalPages, total, limit, onPageChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  const { from, to } = pageRange(page, limit, total);
  const go = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== page) onPageChange(target);
  };
  return (
    <Bar aria-label="Pagination">
      <span data-testid="pagination-summary">{PRODUCT_TEXTS.showing(from, to, total)}</span>
      <Pages>
        <Button variant="secondary" size="sm" onClick={() => go(page - 1)} disabled={page <= 1}>
          {PRODUCT_TEXTS.previous}
        </Button>
        {pageWindow(page, totalPages).map((n) => (
          <Button
            key={n}
            size="sm"
            variant={n === page ? 'primary' : 'secondary'}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Page ${n}`}
            onClick={() => go(n)}
          >
            {n}
          </Button>
        ))}
        <Button variant="secondary" size="sm" onClick={() => go(page + 1)} disabled={page >= totalPages}>
          {PRODUCT_TEXTS.next}
        </Button>
      </Pages>
    </Bar>
  );
}
