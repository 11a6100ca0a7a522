import { Alert, canManageCatalog, LinkButton, useCurrentUser } from '@app/shared';
import { PRODUCT_TEXTS } from '../../../constants';
import { PageHeader } from '../../../common/layout';
import { createProduct } from '../api/products';
import { productPaths } from '../productDisplay';
import { EMPTY_PRODUCT_FORM } from './formModel';
import { ProductForm } from './ProductForm';
import { useCategoryOptions } from './useCategoryOptions';

/** /products/add (admin only). */
export default function AddProductPage() {
  const user = useCurrentUser();
  const categories = useCategoryOptions();
  return (
    <section>
      <PageHeader>
        <div>
          <h1>{PRODUCT_TEXTS.addHeading}</h1>
          <p>{PRODUCT_TEXTS.addSubtitle}</p>
        </div>
        <LinkButton $variant="secondary" to={productPaths.list}>
          {PRODUCT_TEXTS.backToProducts}
        </LinkButton>
      </PageHeader>
      {canManageCatalog(user) ? (
        <ProductForm mode="create" initialValues={EMPTY_PRODUCT_FORM} categories={categories} submit={createProduct} />
      ) : (
        <Alert variant="warning">{PRODUCT_TEXTS.noAccess}</Alert>
      )}
    </section>
  );
}
