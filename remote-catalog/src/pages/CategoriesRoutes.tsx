import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageSpinner } from '@app/shared';
import { QueryProvider } from '@app/shared/query';

const CategoriesPage = lazy(() => import('../features/categories/components/CategoriesPage'));

/** Mounted by the shell at /categories/* (contracts/remotes.json). */
export default function CategoriesRoutes() {
  return (
    <QueryProvider>
      <Suspense fallback={<PageSpinner label="Loading" />}>
        <Routes>
          <Route index element={<CategoriesPage />} />
          <Route path="*" element={<Navigate to="/categories" replace />} />
        </Routes>
      </Suspense>
    </QueryProvider>
  );
}
