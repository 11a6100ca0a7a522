import styled from 'styled-components';
import { Button } from '@app/shared';
import { LIST_TEXT } from '../../../constants';

const Nav = styled.nav`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  justify-content: flex-end;
  margin-top: 1rem;
  flex-wrap: wrap;
`;

/** Page numbers around the current one, with the first and last always reachable. */
export function pageWindow(page: number, pages: number, radius = 2): Array<number | 'gap'> {
  const out: Array<number | 'gap'> = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= radius) out.push(p);
    else if (out[out.length - 1] !== 'gap') out.push('gap');
  }
  return out;
}

/** Shown only when there is more than one page. */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <Nav aria-label="Pagination">
      <span>{LIST_TEXT.pageOf(page, pages)}</span>
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {LIST_TEXT.previous}
      </Button>
      {pageWindow(page, pages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden="true">
            …
          </span>
        ) : (
          <Button key={p} size="sm" variant={p === page ? 'primary' : 'secondary'} aria-current={p === page ? 'page' : undefined} aria-label={`Page ${p}`} onClick={() => onPage(p)}>
            {p}
          </Button>
        ),
      )}
      <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {LIST_TEXT.next}
      </Button>
    </Nav>
  );
}
