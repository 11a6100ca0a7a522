import { EmptyState, LinkButton } from '@app/shared';
import { PRODUCT_TEXTS } from '../../../constants';
import { productPaths } from '../productDisplay';

/** Detail/edit load failure (spec section 8). */
export function ProductLoadError() {
  return (
    <div role="alert">
      <EmptyState
        title={PRODUCT_TEXTS.errorLoadingProduct}
        description={PRODUCT_TEXTS.productNotFound}
        action={<LinkButton to={productPaths.list}>{PRODUCT_TEXTS.returnToProducts}</LinkButton>}
      />
    </div>
  );
}
