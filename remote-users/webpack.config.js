const { createFederatedConfig } = require('@app/shared/build/webpack.factory.cjs');

module.exports = createFederatedConfig({
  name: 'remote_users',
  dir: __dirname,
  port: Number(process.env.USERS_PORT || 3002),
  title: 'Users',
  exposes: { './UsersRoutes': './src/UsersRoutes.tsx' },
});
