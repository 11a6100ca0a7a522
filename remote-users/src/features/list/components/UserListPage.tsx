import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, ConfirmDialog, EmptyState, MESSAGES, PageSpinner, Pagination, pageItems, type User } from '@app/shared';
import { BULK_TEXT, DELETE_TEXT, LIST_TEXT, userPath } from '../../../constants';
import { useRefresh } from '../hooks/useRefresh';
import { useSearchInput } from '../hooks/useSearchInput';
import { useSelection } from '../hooks/useSelection';
import { useUserActions } from '../hooks/useUserActions';
import { useUserList } from '../hooks/useUserList';
import { useUserListPermissions } from '../hooks/usePermissions';
import { useUserListQuery } from '../hooks/useUserListQuery';
import { userRowActions } from '../rowActions';
import { BulkActionsMenu } from './BulkActionsMenu';
import { ExportMenu } from './ExportMenu';
import { ImportDialog } from './ImportDialog';
import { ListFilters } from './ListFilters';
import { countText, ListHeader } from './ListHeader';
import { ListToolbar } from './ListToolbar';
import { UsersTable } from './UsersTable';

/** /users: the user directory, searched, filtered, sorted and paged on the server. */
export default function UserListPage() {
  const { me, canViewList } = useUserListPermissions();
  if (!canViewList) {
    // The shell keeps plain users out too; a direct hit still gets an explanation, not an empty table.
    return (
      <Alert variant="error" title={MESSAGES.noAccessTitle}>
        {MESSAGES.noAccessText} {me && <Link to={userPath(me._id)}>Your profile</Link>}
      </Alert>
    );
  }
  return <UserList />;
}

function UserList() {
  const { me, canManage } = useUserListPermissions();
  const query = useUserListQuery();
  const list = useUserList(query.params);
  const [searchText, setSearchText] = useSearchInput(query.search, query.setSearch);
  const [filtersOpen, setFiltersOpen] = useState(() => Boolean(query.role || query.isActive));
  const [actionError, setActionError] = useState<string | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const users = list.data?.users;
  const selection = useSelection(users, me?._id);
  const { refreshing, refresh } = useRefresh(list.reload);
  const actions = useUserActions({ onError: setActionError });

  const actionsFor = useCallback(
    (user: User) => userRowActions(user, me, { onToggleStatus: actions.toggleStatus, onDelete: actions.askDelete, busyIds: actions.busyIds }),
    [me, actions.toggleStatus, actions.askDelete, actions.busyIds],
  );

  const resetAll = () => {
    setSearchText('');
    query.resetAll();
  };

  const count = list.data ? countText(list.data.pagination.total, list.data.unfilteredTotal, query.isFiltered) : null;
  const error = actionError ?? list.error;
  const pagination = list.data?.pagination;

  // A page past the end (after deletes, or a stale link) moves to the last page that exists.
  const { setPage } = query;
  useEffect(() => {
    if (pagination && pagination.pages > 0 && pagination.page > pagination.pages) setPage(pagination.pages);
  }, [pagination, setPage]);

  return (
    <div>
      <ListHeader count={count} />
      {error && (
        <Alert
          variant="error"
          onDismiss={() => {
            setActionError(null);
            list.clearError();
          }}
        >
          {error}
        </Alert>
      )}
      <ListToolbar
        search={searchText}
        onSearch={setSearchText}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((v) => !v)}
        refreshing={refreshing}
        onRefresh={() => void refresh()}
        canAdd={canManage}
        adminControls={
          canManage && (
            <>
              <BulkActionsMenu count={selection.count} onChoose={(action) => actions.askBulk(action, selection.selectedIds)} />
              <ExportMenu params={query.params} onError={setActionError} />
              <Button variant="secondary" onClick={() => setImportOpen(true)}>
                {LIST_TEXT.import}
              </Button>
            </>
          )
        }
      />
      {filtersOpen && <ListFilters role={query.role} isActive={query.isActive} onRole={query.setRole} onStatus={query.setStatus} onReset={query.resetFilters} />}

      {!list.data && list.loading && <PageSpinner label="Loading users" />}
      <section aria-label="Users" data-testid="users-results" data-search={list.dataParams?.search ?? ''} aria-busy={list.loading}>
        {users && users.length === 0 && (
          <EmptyState
            title={LIST_TEXT.noUsersFound}
            description={LIST_TEXT.noUsersHint}
            action={
              <Button variant="secondary" onClick={resetAll}>
                {LIST_TEXT.resetAllFilters}
              </Button>
            }
          />
        )}
        {users && users.length > 0 && (
          <UsersTable
            users={users}
            sort={query.sort}
            onSort={query.toggleSort}
            actionsFor={actionsFor}
            selection={canManage ? selection : undefined}
            busy={list.loading}
          />
        )}
      </section>
      {pagination && (
        <Pagination
          page={pagination.page}
          totalPages={pagination.pages}
          onChange={query.setPage}
          items={(current, pages) => pageItems(current, pages, 2)}
          summary={LIST_TEXT.pageOf(pagination.page, pagination.pages)}
        />
      )}

      <ConfirmDialog
        open={!!actions.pendingDelete}
        title={DELETE_TEXT.title}
        message={actions.pendingDelete ? DELETE_TEXT.message(actions.pendingDelete.fullName) : ''}
        confirmLabel={DELETE_TEXT.confirm}
        cancelLabel={DELETE_TEXT.cancel}
        onConfirm={() => void actions.confirmDelete()}
        onCancel={actions.cancelDelete}
        busy={actions.confirming}
      />
      <ConfirmDialog
        open={!!actions.pendingBulk}
        title={actions.pendingBulk ? BULK_TEXT[actions.pendingBulk.action].title : ''}
        message={actions.pendingBulk ? BULK_TEXT[actions.pendingBulk.action].message(actions.pendingBulk.ids.length) : ''}
        confirmLabel={actions.pendingBulk ? BULK_TEXT[actions.pendingBulk.action].label : ''}
        onConfirm={() => void actions.confirmBulk()}
        onCancel={actions.cancelBulk}
        busy={actions.confirming}
        variant={actions.pendingBulk?.action === 'delete' ? 'danger' : 'primary'}
      />
      {canManage && <ImportDialog open={importOpen} onClose={() => setImportOpen(false)} onImported={() => void list.reload()} />}
    </div>
  );
}
