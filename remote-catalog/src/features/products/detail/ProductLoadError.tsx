import { EmptyState, LinkButton } from '@app/shared';
import { PRODUCT_TEXTS } from '../../../constants';
import { productPaths } from '../productDisplay';

/** Detail/edit load failure: the server's message, or not found, with a way back to the list. */
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
