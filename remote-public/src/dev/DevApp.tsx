import { Route, Routes } from 'react-router-dom';
import { PublicRoutes } from '../exposes';

/** What the shell gives this remote: every path (it is the site's catch-all), rendered in the browser only. */
export function DevApp() {
  return (
    <Routes>
      <Route path="/*" element={<PublicRoutes />} />
    </Routes>
  );
}
