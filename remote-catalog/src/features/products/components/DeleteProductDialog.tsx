import { useState } from 'react';
import { ConfirmDialog, getErrorMessage, toast, type Product } from '@app/shared';
import { PRODUCT_TEXTS } from '../../../constants';
import { deleteProduct } from '../api/products';
import { useInvalidate } from '@app/shared/query';

/** 'Delete Product' confirm: Cancel closes; Delete really deletes, then reports and calls onDeleted. */
export function DeleteProductDialog({
  product,
  onClose,
  onDeleted,
  message = PRODUCT_TEXTS.deleteMessage,
}: {
  product: Pick<Product, '_id' | 'title'> | null;
  onClose: () => void;
  onDeleted: (id: string) => void;
  message?: (title: string) => string;
}) {
  const [busy, setBusy] = useState(false);
  const invalidate = useInvalidate();
  const confirm = async () => {
    if (!product) return;
    setBusy(true);
    try {
      await deleteProduct(product._id);
      void invalidate(['products'], ['stats'], ['categories']);
      toast.success(PRODUCT_TEXTS.deleted);
      onClose();
      onDeleted(product._id);
    } catch (err) {
      toast.error(getErrorMessage(err));
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open={!!product}
      title={PRODUCT_TEXTS.deleteTitle}
      message={product ? message(product.title) : ''}
      confirmLabel={PRODUCT_TEXTS.delete}
      cancelLabel={PRODUCT_TEXTS.cancel}
      busy={busy}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
