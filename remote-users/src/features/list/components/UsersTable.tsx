import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, DataTable, formatDateTime, ROLE_LABELS, type DataColumn, type DataTableSelection, type User } from '@app/shared';
import { LIST_TEXT, type SortField } from '../../../constants';
import type { SortState } from '../hooks/useUserListQuery';
import type { RowAction } from '../rowActions';

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

export interface UsersTableProps {
  users: User[];
  sort: SortState;
  onSort: (field: SortField) => void;
  actionsFor: (user: User) => RowAction[];
  /** Present when the viewer may select rows for bulk actions (one's own row is the locked one). */
  selection?: Omit<DataTableSelection<User>, 'selectAllLabel' | 'selectRowLabel'>;
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

/** The user list's columns; the sortable ones sort on the server. */
function userColumns(actionsFor: (user: User) => RowAction[]): DataColumn<User>[] {
  return [
    {
      key: 'user',
      header: LIST_TEXT.columns.userInfo,
      sortField: 'fullName',
      cell: (user) => (
        <>
          <strong>{user.fullName}</strong>
          <Muted>@{user.username}</Muted>
          {user.occupation && <Muted>{user.occupation}</Muted>}
        </>
      ),
    },
    {
      key: 'contact',
      header: LIST_TEXT.columns.contact,
      sortField: 'email',
      cell: (user) => (
        <>
          <div>{user.email}</div>
          <Muted>{user.mobileNumber || LIST_TEXT.na}</Muted>
        </>
      ),
    },
    {
      key: 'role',
      header: LIST_TEXT.columns.role,
      sortField: 'role',
      cell: (user) => <Badge $tone={user.role === 'admin' ? 'primary' : user.role === 'user' ? 'neutral' : 'info'}>{ROLE_LABELS[user.role] ?? user.role}</Badge>,
    },
    {
      key: 'status',
      header: LIST_TEXT.columns.status,
      sortField: 'isActive',
      cell: (user) => <Badge $tone={user.isActive ? 'success' : 'danger'}>{user.isActive ? LIST_TEXT.active : LIST_TEXT.inactive}</Badge>,
    },
    { key: 'created', header: LIST_TEXT.columns.created, sortField: 'createdAt', cell: (user) => formatDateTime(user.createdAt) },
    { key: 'lastLogin', header: LIST_TEXT.columns.lastLogin, sortField: 'lastLogin', cell: (user) => formatDateTime(user.lastLogin) },
    { key: 'actions', header: LIST_TEXT.columns.actions, cell: (user) => <RowActions actions={actionsFor(user)} /> },
  ];
}

export function UsersTable({ users, sort, onSort, actionsFor, selection, busy = false }: UsersTableProps) {
  return (
    <DataTable
      testId="users-table"
      columns={userColumns(actionsFor)}
      rows={users}
      rowKey={(user) => user._id}
      rowProps={(user) => ({ 'data-testid': 'user-row', 'data-user-id': user._id })}
      sort={sort}
      onSort={(field) => onSort(field as SortField)}
      selection={selection && { ...selection, selectAllLabel: LIST_TEXT.selectAll, selectRowLabel: (user) => LIST_TEXT.selectRow(user.fullName) }}
      busy={busy}
    />
  );
}
