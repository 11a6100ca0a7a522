import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { MESSAGES } from '@app/shared';
import { CategoriesRoutes, DashboardWidgets, ProductsRoutes } from '../exposes';

function DevDashboard() {
  return (
    <div style={{ padding: '1rem' }}>
      <h1>{MESSAGES.dashboard}</h1>
      <DashboardWidgets />
    </div>
  );
}

/** The mounts the shell gives this remote (same paths), with a tiny nav instead of the sidebar. */
export function DevApp() {
  return (
    <div style={{ padding: '1rem' }}>
      <nav style={{ display: 'flex', gap: '1rem', marginBottom: '1rem' }}>
        <Link to="/dashboard">Dashboard</Link>
        <Link to="/products">Products</Link>
        <Link to="/categories">Categories</Link>
      </nav>
      <Routes>
        <Route path="/dashboard" element={<DevDashboard />} />
        <Route path="/products/*" element={<ProductsRoutes />} />
        <Route path="/categories/*" element={<CategoriesRoutes />} />
        <Route path="*" element={<Navigate to="/products" replace />} />
      </Routes>
    </div>
  );
}
