import styled from 'styled-components';
import type { SortField } from '../../../constants';
import type { SortState } from '../hooks/useUserListQuery';

const SortButton = styled.button`
  background: none;
  border: 0;
  padding: 0;
  font: inherit;
  cursor: pointer;
  display: inline-flex;
  gap: 0.25rem;
  align-items: center;
`;

/** A column header that sorts the list; aria-sort tells which column and direction are active. */
export function SortHeader({ label, field, sort, onSort }: { label: string; field: SortField; sort: SortState; onSort: (field: SortField) => void }) {
  const active = sort.field === field;
  const ariaSort = active ? (sort.desc ? 'descending' : 'ascending') : 'none';
  return (
    <th scope="col" aria-sort={ariaSort}>
      <SortButton type="button" onClick={() => onSort(field)}>
        {label}
        <span aria-hidden="true">{active ? (sort.desc ? '▼' : '▲') : '↕'}</span>
      </SortButton>
    </th>
  );
}
