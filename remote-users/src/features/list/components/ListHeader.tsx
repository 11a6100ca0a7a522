import styled from 'styled-components';
import { LIST_TEXT } from '../../../constants';

const Header = styled.header`
  margin-bottom: 1rem;
  h1 { margin: 0; font-size: ${({ theme }) => theme.font.size.xl}; }
  p { margin: 0.25rem 0 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** 'N users', plus '(filtered from M)' while a search or filter is active. */
export function countText(total: number, unfilteredTotal: number, isFiltered: boolean): string {
  return isFiltered ? `${LIST_TEXT.count(total)} ${LIST_TEXT.filteredFrom(unfilteredTotal)}` : LIST_TEXT.count(total);
}

export function ListHeader({ count }: { count: string | null }) {
  return (
    <Header>
      <h1>{LIST_TEXT.title}</h1>
      <p data-testid="users-count" aria-live="polite">
        {count ?? '\u00a0'}
      </p>
    </Header>
  );
}
