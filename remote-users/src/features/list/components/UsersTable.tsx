import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, formatDateTime, ROLE_LABELS, type User } from '@app/shared';
import { LIST_TEXT, type SortField } from '../../../constants';
import type { SortState } from '../hooks/useUserListQuery';
import type { RowAction } from '../rowActions';
import { SortHeader } from './SortHeader';

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th, td { padding: 0.625rem 0.75rem; text-align: left; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: top; }
  th { background: ${({ theme }) => theme.colors.background}; font-weight: 600; white-space: nowrap; }
  tbody tr:last-child td { border-bottom: 0; }
  &[aria-busy='true'] tbody { opacity: 0.6; }
`;

const Muted = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  gap: 0.375rem;
  flex-wrap: wrap;
`;

const ActionButton = styled.button<{ $tone?: RowAction['tone'] }>`
  background: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  padding: 0.125rem 0.5rem;
  cursor: pointer;
  font: inherit;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : $tone === 'success' ? theme.colors.success : theme.colors.text)};
  &:disabled { opacity: 0.45; cursor: not-allowed; }
`;

const ActionLink = styled(Link)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  padding: 0.125rem 0.5rem;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

const COLUMNS: Array<{ label: string; field?: SortField }> = [
  { label: LIST_TEXT.columns.userInfo, field: 'fullName' },
  { label: LIST_TEXT.columns.contact, field: 'email' },
  { label: LIST_TEXT.columns.role, field: 'role' },
  { label: LIST_TEXT.columns.status, field: 'isActive' },
  { label: LIST_TEXT.columns.created, field: 'createdAt' },
  { label: LIST_TEXT.columns.lastLogin, field: 'lastLogin' },
  { label: LIST_TEXT.columns.actions },
];

export interface UsersTableProps {
  users: User[];
  sort: SortState;
  onSort: (field: SortField) => void;
  actionsFor: (user: User) => RowAction[];
  /** Present when the viewer may select rows for bulk actions. */
  selection?: {
    selected: ReadonlySet<string>;
    allSelected: boolean;
    someSelected: boolean;
    toggle: (id: string) => void;
    toggleAll: () => void;
    /** A row that cannot be selected (one's own). */
    lockedId?: string;
  };
  busy?: boolean;
}

function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <Actions>
      {actions.map((action) =>
        action.to && !action.disabled ? (
          <ActionLink key={action.key} to={action.to} aria-label={action.label}>
            {action.text}
          </ActionLink>
        ) : (
          <ActionButton key={action.key} type="button" aria-label={action.label} onClick={action.onClick} disabled={action.disabled} $tone={action.tone}>
            {action.text}
          </ActionButton>
        ),
      )}
    </Actions>
  );
}

export function UsersTable({ users, sort, onSort, actionsFor, selection, busy = false }: UsersTableProps) {
  return (
    <Scroll>
      <Table aria-busy={busy} data-testid="users-table">
        <thead>
          <tr>
            {selection && (
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label={LIST_TEXT.selectAll}
                  checked={selection.allSelected}
                  ref={(el) => {
                    if (el) el.indeterminate = selection.someSelected;
                  }}
                  onChange={selection.toggleAll}
                />
              </th>
            )}
            {COLUMNS.map((column) =>
              column.field ? (
                <SortHeader key={column.label} label={column.label} field={column.field} sort={sort} onSort={onSort} />
              ) : (
                <th key={column.label} scope="col">
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user._id} data-testid="user-row" data-user-id={user._id}>
              {selection && (
                <td>
                  <input
                    type="checkbox"
                    aria-label={LIST_TEXT.selectRow(user.fullName)}
                    checked={selection.selected.has(user._id)}
                    disabled={user._id === selection.lockedId}
                    onChange={() => selection.toggle(user._id)}
                  />
                </td>
              )}
              <td>
                <strong>{user.fullName}</strong>
                <Muted>@{user.username}</Muted>
                {user.occupation && <Muted>{user.occupation}</Muted>}
              </td>
              <td>
                <div>{user.email}</div>
                <Muted>{user.mobileNumber || LIST_TEXT.na}</Muted>
              </td>
              <td>
                <Badge $tone={user.role === 'admin' ? 'primary' : user.role === 'user' ? 'neutral' : 'info'}>{ROLE_LABELS[user.role] ?? user.role}</Badge>
              </td>
              <td>
                <Badge $tone={user.isActive ? 'success' : 'danger'}>{user.isActive ? LIST_TEXT.active : LIST_TEXT.inactive}</Badge>
              </td>
              <td>{formatDateTime(user.createdAt)}</td>
              <td>{formatDateTime(user.lastLogin)}</td>
              <td>
                <RowActions actions={actionsFor(user)} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
