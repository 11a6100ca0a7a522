import { useState } from 'react';
import { Alert, Button, canManageCatalog, ConfirmDialog, EmptyState, getErrorMessage, PageSpinner, toast, useCurrentUser, type CategoryTreeNode } from '@app/shared';
import { CATEGORY_TEXTS } from '../../../constants';
import { Actions, PageHeader } from '../../../common/layout';
import { useInvalidate, useResource } from '@app/shared/query';
import {
  createCategory,
  deleteCategory,
  fetchCategoryTree,
  reorderCategories,
  toggleCategoryFeatured,
  updateCategory,
  updateCategoryCounts,
  type CategoryPayload,
} from '../api/categories';
import { moveSibling } from '../treeUtils';
import { CategoryFormDialog, type CategoryFormTarget } from './CategoryFormDialog';
import { CategoryTree, type CategoryActions } from './CategoryTree';

/** /categories: the category tree with product counts; admins create, edit, delete, feature and reorder. */
export default function CategoriesPage() {
  const user = useCurrentUser();
  const canManage = canManageCatalog(user);
  const tree = useResource(['categories', 'tree'], fetchCategoryTree);
  const invalidate = useInvalidate();
  // Categories changed: the tree, every category list (product filters, the form's options) and products'
  // category names are refetched.
  const refresh = () => void invalidate(['categories'], ['products']);
  const [formTarget, setFormTarget] = useState<CategoryFormTarget | null>(null);
  const [toDelete, setToDelete] = useState<CategoryTreeNode | null>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  /** Runs a write, shows its refusal (e.g. delete of a non-empty category) in the banner, then reloads. */
  const run = async (action: () => Promise<unknown>, success?: string) => {
    setBusy(true);
    setActionError(null);
    try {
      await action();
      if (success) toast.success(success);
    } catch (err) {
      setActionError(getErrorMessage(err));
    } finally {
      setBusy(false);
      refresh();
    }
  };

  const actions: CategoryActions = {
    onMove: (node, siblings, delta) => {
      const ids = moveSibling(siblings, node._id, delta);
      if (ids) void run(() => reorderCategories(ids));
    },
    onToggleFeatured: (node) => void run(() => toggleCategoryFeatured(node._id)),
    onAddChild: (node) => setFormTarget({ category: null, parentId: node._id }),
    onEdit: (node) => setFormTarget({ category: node }),
    onDelete: (node) => setToDelete(node),
  };

  const save = async (payload: CategoryPayload, id: string | null) => {
    // Errors propagate to the dialog, which shows them and stays open.
    if (id) await updateCategory(id, payload);
    else await createCategory(payload);
    toast.success(id ? CATEGORY_TEXTS.updated : CATEGORY_TEXTS.created);
    setFormTarget(null);
    refresh();
  };

  const confirmDelete = () => {
    const node = toDelete;
    setToDelete(null);
    if (node) void run(() => deleteCategory(node._id), CATEGORY_TEXTS.deleted);
  };

  const nodes = tree.data ?? [];
  return (
    <section>
      <PageHeader>
        <div>
          <h1>{CATEGORY_TEXTS.title}</h1>
          <p>{CATEGORY_TEXTS.subtitle}</p>
        </div>
        {canManage && (
          <Actions>
            <Button variant="secondary" disabled={busy} onClick={() => void run(updateCategoryCounts, CATEGORY_TEXTS.countsUpdated)}>
              {CATEGORY_TEXTS.updateCounts}
            </Button>
            <Button onClick={() => setFormTarget({ category: null })}>{CATEGORY_TEXTS.newCategory}</Button>
          </Actions>
        )}
      </PageHeader>
      {actionError && (
        <Alert title={CATEGORY_TEXTS.errorTitle} onDismiss={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}
      {tree.error && <Alert title={CATEGORY_TEXTS.errorTitle}>{tree.error}</Alert>}
      {tree.loading && !tree.data ? (
        <PageSpinner label="Loading categories" />
      ) : !tree.error && nodes.length === 0 ? (
        <EmptyState title={CATEGORY_TEXTS.noCategories} description={CATEGORY_TEXTS.noCategoriesHint} />
      ) : (
        <CategoryTree nodes={nodes} canManage={canManage} actions={actions} busy={busy} />
      )}
      {canManage && <CategoryFormDialog target={formTarget} tree={nodes} onClose={() => setFormTarget(null)} onSave={save} />}
      <ConfirmDialog
        open={!!toDelete}
        title={CATEGORY_TEXTS.deleteTitle}
        message={toDelete ? CATEGORY_TEXTS.deleteMessage(toDelete.name) : ''}
        confirmLabel="Delete"
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
