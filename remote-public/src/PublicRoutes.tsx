import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PublicLayout } from './features/layout/PublicLayout';
import HomePage from './features/home/HomePage';

// The home page ships with this module (first load); everything else loads when first visited.
const CataloguePage = lazy(() => import('./features/catalogue/CataloguePage'));
const SearchPage = lazy(() => import('./features/search/SearchPage'));
const ContentRoutes = lazy(() => import('./features/content/ContentRoutes'));

/** `./PublicRoutes`, mounted by the shell at `/*`: the visitors' site with its own not-found page. */
export default function PublicRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="product" element={<CataloguePage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="*" element={<ContentRoutes />} />
      </Route>
    </Routes>
  );
}
