import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, Field, getErrorMessage, Modal, Select, TextField, type CategoryTreeNode } from '@app/shared';
import { CATEGORY_TEXTS } from '../../../constants';
import type { CategoryPayload } from '../api/categories';
import { flattenTree, SLUG_PATTERN, slugify, subtreeIds } from '../treeUtils';

const Checks = styled.div`
  display: flex;
  gap: 1.5rem;
  label { display: inline-flex; gap: 0.5rem; align-items: center; font-weight: 600; }
`;

export interface CategoryFormTarget {
  /** The category being edited, or null to create one. */
  category: CategoryTreeNode | null;
  /** Preselected parent when creating a sub-category. */
  parentId?: string | null;
}

interface Props {
  target: CategoryFormTarget | null;
  tree: CategoryTreeNode[];
  onClose: () => void;
  onSave: (payload: CategoryPayload, id: string | null) => Promise<void>;
}

type Errors = Partial<Record<'name' | 'slug', string>>;

/** Create/edit dialog: the slug follows the name until the admin edits it. */
export function CategoryFormDialog({ target, tree, onClose, onSave }: Props) {
  const editing = target?.category ?? null;
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugTouched, setSlugTouched] = useState(false);
  const [description, setDescription] = useState('');
  const [parent, setParent] = useState('');
  const [isActive, setIsActive] = useState(true);
  const [featured, setFeatured] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!target) return;
    const c = target.category;
    setName(c?.name ?? '');
    setSlug(c?.slug ?? '');
    setSlugTouched(!!c);
    setDescription(c?.description ?? '');
    setParent(c ? (c.parent ?? '') : (target.parentId ?? ''));
    setIsActive(c?.isActive ?? true);
    setFeatured(c?.featured ?? false);
    setErrors({});
    setFailure(null);
  }, [target]);

  const excluded = editing ? subtreeIds(editing) : new Set<string>();
  const parentOptions = flattenTree(tree).filter(({ node }) => !excluded.has(node._id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!name.trim()) found.name = CATEGORY_TEXTS.nameRequired;
    if (!slug.trim()) found.slug = CATEGORY_TEXTS.slugRequired;
    else if (!SLUG_PATTERN.test(slug.trim())) found.slug = CATEGORY_TEXTS.slugInvalid;
    setErrors(found);
    if (found.name || found.slug) return;
    setSaving(true);
    setFailure(null);
    try {
      await onSave({ name: name.trim(), slug: slug.trim(), description: description.trim(), parent: parent || null, isActive, featured }, editing?._id ?? null);
    } catch (err) {
      setFailure(getErrorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={!!target} title={editing ? CATEGORY_TEXTS.editCategory : CATEGORY_TEXTS.newCategory} onClose={saving ? () => undefined : onClose}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        {failure && <Alert title={CATEGORY_TEXTS.errorTitle}>{failure}</Alert>}
        <TextField
          label={CATEGORY_TEXTS.name}
          value={name}
          error={errors.name}
          onChange={(e) => {
            setName(e.target.value);
            if (!slugTouched) setSlug(slugify(e.target.value));
            setErrors((x) => ({ ...x, name: undefined, ...(slugTouched ? {} : { slug: undefined }) }));
          }}
        />
        <TextField
          label={CATEGORY_TEXTS.slug}
          value={slug}
          error={errors.slug}
          hint={CATEGORY_TEXTS.slugHint}
          onChange={(e) => {
            setSlug(e.target.value);
            setSlugTouched(true);
            setErrors((x) => ({ ...x, slug: undefined }));
          }}
        />
        <TextField label={CATEGORY_TEXTS.description} value={description} onChange={(e) => setDescription(e.target.value)} />
        <Field label={CATEGORY_TEXTS.parent} htmlFor="category-parent">
          <Select id="category-parent" value={parent} onChange={(e) => setParent(e.target.value)}>
            <option value="">{CATEGORY_TEXTS.noParent}</option>
            {parentOptions.map(({ node, depth }) => (
              <option key={node._id} value={node._id}>
                {`${'— '.repeat(depth)}${node.name}`}
              </option>
            ))}
          </Select>
        </Field>
        <Checks>
          <label>
            <input type="checkbox" checked={isActive} onChange={(e) => setIsActive(e.target.checked)} />
            {CATEGORY_TEXTS.active}
          </label>
          <label>
            <input type="checkbox" checked={featured} onChange={(e) => setFeatured(e.target.checked)} />
            {CATEGORY_TEXTS.featured}
          </label>
        </Checks>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem', marginTop: '1.25rem' }}>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {CATEGORY_TEXTS.cancel}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? CATEGORY_TEXTS.saving : CATEGORY_TEXTS.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
