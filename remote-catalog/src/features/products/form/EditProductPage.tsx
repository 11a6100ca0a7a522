import { useParams } from 'react-router-dom';
import { Alert, canManageCatalog, LinkButton, PageSpinner, useCurrentUser } from '@app/shared';
import { PRODUCT_TEXTS } from '../../../constants';
import { PageHeader } from '../../../common/layout';
import { useResource } from '@app/shared/query';
import { fetchProduct, updateProduct } from '../api/products';
import { productPaths } from '../productDisplay';
import { ProductLoadError } from '../detail/ProductLoadError';
import { valuesFromProduct } from './formModel';
import { ProductForm } from './ProductForm';
import { useCategoryOptions } from './useCategoryOptions';

/** /products/edit/:id (admin only): loads the product, then the form prefilled with every field. */
export default function EditProductPage() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const categories = useCategoryOptions();
  const product = useResource(['products', id], () => fetchProduct(id));

  let body;
  if (!canManageCatalog(user)) body = <Alert variant="warning">{PRODUCT_TEXTS.noAccess}</Alert>;
  else if (product.loading) body = <PageSpinner label={PRODUCT_TEXTS.loadingProduct} />;
  else if (product.error || !product.data) body = <ProductLoadError />;
  else
    body = (
      <ProductForm
        key={product.data._id}
        mode="edit"
        initialValues={valuesFromProduct(product.data)}
        categories={categories}
        submit={(payload) => updateProduct(id, payload)}
      />
    );

  return (
    <section>
      <PageHeader>
        <div>
          <h1>{PRODUCT_TEXTS.editHeading}</h1>
          <p>{PRODUCT_TEXTS.editSubtitle}</p>
        </div>
        <LinkButton $variant="secondary" to={productPaths.list}>
          {PRODUCT_TEXTS.backToProducts}
        </LinkButton>
      </PageHeader>
      {body}
    </section>
  );
}
