import { ConfirmDialog, FieldError, Input, Label, Select } from '@app/shared';
import type { CategoryOption } from '../products/form/useCategoryOptions';
import type { BulkActions } from './useBulkActions';
import { BULK_TEXTS, TRANSFER_TEXTS } from './texts';

/** The confirmation of a bulk action, naming the count; "move" asks for the category, the tag actions for the tag. */
export function BulkDialog({ bulk, categories }: { bulk: BulkActions; categories: CategoryOption[] }) {
  const { pending } = bulk;
  const texts = pending ? BULK_TEXTS[pending.action] : null;
  const needsTag = pending?.action === 'addTag' || pending?.action === 'removeTag';
  return (
    <ConfirmDialog
      open={!!pending}
      title={texts?.title ?? ''}
      message={
        pending && texts ? (
          <>
            <p>{texts.message(pending.count)}</p>
            {pending.action === 'move' && (
              <>
                <Label htmlFor="bulk-category">{TRANSFER_TEXTS.category}</Label>
                <Select id="bulk-category" value={bulk.categoryId} onChange={(e) => bulk.setCategoryId(e.target.value)}>
                  <option value="">{TRANSFER_TEXTS.chooseCategory}</option>
                  {categories.map((c) => (
                    <option key={c._id} value={c._id}>
                      {c.label}
                    </option>
                  ))}
                </Select>
              </>
            )}
            {needsTag && (
              <>
                <Label htmlFor="bulk-tag">{TRANSFER_TEXTS.tag}</Label>
                <Input
                  id="bulk-tag"
                  value={bulk.tag}
                  onChange={(e) => bulk.setTag(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') void bulk.confirm();
                  }}
                />
              </>
            )}
            {bulk.problem && <FieldError role="alert">{bulk.problem}</FieldError>}
          </>
        ) : (
          ''
        )
      }
      confirmLabel={texts?.label}
      cancelLabel={TRANSFER_TEXTS.cancel}
      onConfirm={() => void bulk.confirm()}
      onCancel={bulk.cancel}
      busy={bulk.busy}
      variant={pending?.action === 'delete' ? 'danger' : 'primary'}
    />
  );
}
