/**
 * What this remote exposes to the shell, by module name (contracts/remotes.json maps each name to its file and
 * the shell mounts it at its paths): the product and category routes, and the dashboard's catalogue figures.
 */
export { default as ProductsRoutes } from './pages/ProductsRoutes';
export { default as CategoriesRoutes } from './pages/CategoriesRoutes';
export { default as DashboardWidgets } from './pages/DashboardWidgets';
