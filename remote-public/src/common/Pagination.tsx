import styled from 'styled-components';
import { pageItems } from './pagination';

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  margin: 2rem 0 1rem;
  ul { display: flex; flex-wrap: wrap; gap: 0.375rem; list-style: none; margin: 0; padding: 0; align-items: center; }
`;

const PageButton = styled.button<{ $current?: boolean }>`
  min-width: 2.5rem;
  height: 2.5rem;
  padding: 0 0.75rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $current }) => ($current ? theme.colors.primaryText : theme.colors.text)};
  font-weight: 600;
  cursor: pointer;
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label?: string;
  /** Show First and Last buttons besides Previous and Next. */
  withEnds?: boolean;
}

/** Numbered pagination: previous, next, (first, last), current plus or minus 1, ellipses. */
export function Pagination({ page, totalPages, onChange, label = 'Pagination', withEnds = true }: PaginationProps) {
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== page) onChange(target);
  };
  return (
    <Nav aria-label={label}>
      <ul>
        {withEnds && (
          <li>
            <PageButton type="button" onClick={() => go(1)} disabled={page <= 1}>
              <span aria-hidden="true">«</span> First
            </PageButton>
          </li>
        )}
        <li>
          <PageButton type="button" onClick={() => go(page - 1)} disabled={page <= 1}>
            <span aria-hidden="true">‹</span> Previous
          </PageButton>
        </li>
        {pageItems(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                type="button"
                $current={item === page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => go(item)}
             >
                {item}
              </PageButton>
            </li>
          ) : (
            <li key={item} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <PageButton type="button" onClick={() => go(page + 1)} disabled={page >= totalPages}>
            Next <span aria-hidden="true">›</span>
          </PageButton>
        </li>
        {withEnds && (
          <li>
            <PageButton type="button" onClick={() => go(totalPages)} disabled={page >= totalPages}>
              Last <span aria-hidden="true">»</span>
            </PageButton>
          </li>
        )}
      </ul>
    </Nav>
  );
}
