import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageSpinner } from '@app/shared';
import { QueryProvider } from '@app/shared/query';

// Each screen in its own chunk: the list loads without the form's code.
const ProductListPage = lazy(() => import('../features/products/components/ProductListPage'));
const AddProductPage = lazy(() => import('../features/products/form/AddProductPage'));
const EditProductPage = lazy(() => import('../features/products/form/EditProductPage'));
const ProductDetailPage = lazy(() => import('../features/products/detail/ProductDetailPage'));
const ClicksPage = lazy(() => import('../features/clicks/ClicksPage'));

/** Mounted by the shell at /products/*: index, add, clicks (analytics), view/:id, edit/:id. */
export default function ProductsRoutes() {
  return (
    <QueryProvider>
      <Suspense fallback={<PageSpinner label="Loading" />}>
        <Routes>
          <Route index element={<ProductListPage />} />
          <Route path="add" element={<AddProductPage />} />
          <Route path="clicks" element={<ClicksPage />} />
          <Route path="view/:id" element={<ProductDetailPage />} />
          <Route path="edit/:id" element={<EditProductPage />} />
          <Route path="*" element={<Navigate to="/products" replace />} />
        </Routes>
      </Suspense>
    </QueryProvider>
  );
}
