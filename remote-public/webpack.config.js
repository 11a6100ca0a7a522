const { createFederatedConfig } = require('@app/shared/build/webpack.factory.cjs');

module.exports = createFederatedConfig({
  name: 'remote_public',
  dir: __dirname,
  port: Number(process.env.PUBLIC_PORT || 3004),
  title: 'Affiliate Catalogue',
  exposes: { './PublicRoutes': './src/PublicRoutes.tsx' },
});
