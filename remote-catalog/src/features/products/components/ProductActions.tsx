import { Button, LinkButton, type Product } from '@app/shared';
import { PRODUCT_TEXTS } from '../../../constants';
import { productPaths } from '../productDisplay';

interface ProductActionsProps {
  product: Product;
  canManage: boolean;
  onDelete: (product: Product) => void;
}

/** View, and for admins Edit and Delete: the same actions in the table's rows and on the grid's cards. */
export function ProductActions({ product, canManage, onDelete }: ProductActionsProps) {
  return (
    <>
      <LinkButton $size="sm" $variant="secondary" to={productPaths.view(product._id)} aria-label={`${PRODUCT_TEXTS.view} ${product.title}`}>
        {PRODUCT_TEXTS.view}
      </LinkButton>
      {canManage && (
        <>
          <LinkButton $size="sm" $variant="secondary" to={productPaths.edit(product._id)} aria-label={`${PRODUCT_TEXTS.edit} ${product.title}`}>
            {PRODUCT_TEXTS.edit}
          </LinkButton>
          <Button size="sm" variant="danger" aria-label={`${PRODUCT_TEXTS.delete} ${product.title}`} onClick={() => onDelete(product)}>
            {PRODUCT_TEXTS.delete}
          </Button>
        </>
      )}
    </>
  );
}
