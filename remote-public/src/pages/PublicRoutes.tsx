import { Route, Routes } from 'react-router-dom';
import { PublicLayout } from '../features/layout/PublicLayout';
import HomePage from '../features/home/HomePage';
import { CataloguePage, ContentRoutes, SearchPage } from '../publicPages';

// The home page ships with this module (first load); everything else loads when first visited, or before
// the page is rendered on the server or hydrated in the browser (preloadPage).
export { preloadPage } from '../publicPages';

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
