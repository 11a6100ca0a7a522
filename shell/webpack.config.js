const { createFederatedConfig } = require('@app/shared/build/webpack.factory.cjs');

// The host: no remote URL compiled in; src/federation registers the remotes from /config.json at runtime.
module.exports = createFederatedConfig({
  name: 'shell',
  dir: __dirname,
  port: Number(process.env.SHELL_PORT || 3000),
  isHost: true,
  title: 'Affiliate Catalogue',
});
