const { createFederatedConfig } = require('@app/shared/build/webpack.factory.cjs');

module.exports = createFederatedConfig({
  name: 'remote_catalog',
  dir: __dirname,
  port: Number(process.env.CATALOG_PORT || 3003),
  title: 'Catalog',
  exposes: {
    './ProductsRoutes': './src/ProductsRoutes.tsx',
    './CategoriesRoutes': './src/CategoriesRoutes.tsx',
    './DashboardWidgets': './src/DashboardWidgets.tsx',
  },
});
