import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Alert } from './Alert';
import { PageSpinner } from '@app/shared/public';

export interface DataColumn<Row> {
  /** Unique among the columns. */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** A header that sorts the list by this field (the list decides what sorting means). */
  sortField?: string;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
}

export interface DataTableSelection<Row> {
  selected: ReadonlySet<string>;
  allSelected: boolean;
  someSelected: boolean;
  toggle: (id: string) => void;
  toggleAll: () => void;
  /** A row that cannot be selected (e.g. one's own account). */
  lockedId?: string;
  selectAllLabel: string;
  selectRowLabel: (row: Row) => string;
}

export interface DataTableProps<Row> {
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  sort?: { field: string; desc: boolean };
  onSort?: (field: string) => void;
  /** Checkboxes per row and for all rows, for bulk actions. */
  selection?: DataTableSelection<Row>;
  /** Before the first rows arrive: a spinner with this label instead of the table. */
  loading?: boolean;
  loadingLabel?: string;
  /** Shown instead of the table when loading failed. */
  error?: string | null;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Rows being replaced by newer ones: dimmed, still readable. */
  busy?: boolean;
  /** Extra attributes of each row (test ids, data attributes). */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;
  testId?: string;
  /** Tighter cells and no frame, for tables inside a card. */
  compact?: boolean;
}

const Frame = styled.div<{ $compact: boolean }>`
  overflow-x: auto;
  ${({ $compact, theme }) =>
    !$compact &&
    css`
      background: ${theme.colors.surface};
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radius.lg};
    `}
`;

const Table = styled.table<{ $compact: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th, td {
    padding: ${({ $compact }) => ($compact ? '0.375rem 0.5rem' : '0.625rem 0.75rem')};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  th { background: ${({ theme, $compact }) => ($compact ? 'transparent' : theme.colors.background)}; font-weight: 600; white-space: nowrap; color: ${({ theme }) => theme.colors.textMuted}; }
  td { word-break: break-word; }
  tbody tr:last-child td { border-bottom: 0; }
  .numeric { text-align: right; font-variant-numeric: tabular-nums; }
  &[aria-busy='true'] tbody { opacity: 0.6; }
`;

const SortButton = styled.button`
  background: none;
  border: 0;
  padding: 0;
  font: inherit;
  color: inherit;
  cursor: pointer;
  display: inline-flex;
  gap: 0.25rem;
  align-items: center;
`;

function Header<Row>({ column, sort, onSort }: { column: DataColumn<Row>; sort?: DataTableProps<Row>['sort']; onSort?: (field: string) => void }) {
  const className = column.numeric ? 'numeric' : undefined;
  if (!column.sortField || !onSort) {
    return (
      <th scope="col" className={className}>
        {column.header}
      </th>
    );
  }
  const active = sort?.field === column.sortField;
  return (
    // aria-sort tells which column sorts the list, and which way.
    <th scope="col" className={className} aria-sort={active ? (sort!.desc ? 'descending' : 'ascending') : 'none'}>
      <SortButton type="button" onClick={() => onSort(column.sortField!)}>
        {column.header}
        <span aria-hidden="true">{active ? (sort!.desc ? '▼' : '▲') : '↕'}</span>
      </SortButton>
    </th>
  );
}

/**
 * The admin's table: columns, sortable headers, row selection, and its loading, error and empty states. What a
 * cell shows and what sorting or selecting does stay with the list.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  selection,
  loading = false,
  loadingLabel = 'Loading',
  error,
  empty,
  busy = false,
  rowProps,
  testId,
  compact = false,
}: DataTableProps<Row>) {
  if (error) return <Alert>{error}</Alert>;
  if (loading && !rows.length) return <PageSpinner label={loadingLabel} />;
  if (!rows.length && empty !== undefined) return <>{empty}</>;
  return (
    <Frame $compact={compact}>
      <Table $compact={compact} aria-busy={busy} data-testid={testId}>
        <thead>
          <tr>
            {selection && (
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label={selection.selectAllLabel}
                  checked={selection.allSelected}
                  ref={(el) => {
                    if (el) el.indeterminate = selection.someSelected;
                  }}
                  onChange={selection.toggleAll}
                />
              </th>
            )}
            {columns.map((column) => (
              <Header key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const id = rowKey(row);
            return (
              <tr key={id} {...rowProps?.(row)}>
                {selection && (
                  <td>
                    <input
                      type="checkbox"
                      aria-label={selection.selectRowLabel(row)}
                      checked={selection.selected.has(id)}
                      disabled={id === selection.lockedId}
                      onChange={() => selection.toggle(id)}
                    />
                  </td>
                )}
                {columns.map((column) => (
                  <td key={column.key} className={column.numeric ? 'numeric' : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Frame>
  );
}
