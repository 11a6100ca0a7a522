const { createFederatedConfig, createServerContainerConfig } = require('@app/shared/build/webpack.factory.cjs');

// Two containers from one source: the browser's (dist/) and the Node one the shell's server renders the
// visitors' pages with (dist/server/). Same styled-components namespace, so server and browser class names match.
const common = { name: 'remote_public', dir: __dirname, styledNamespace: 'public' };

const browser = createFederatedConfig({
  ...common,
  port: Number(process.env.PUBLIC_PORT || 3004),
  title: 'Affiliate Catalogue',
  exposes: { './PublicRoutes': './src/PublicRoutes.tsx' },
  // The shell provides the federation runtime (about 17 KB gzip less on every visitor's page).
  federationRuntime: 'use',
});
const server = createServerContainerConfig({ ...common, exposes: { './ssr': './src/ssr/index.tsx' } });

// The dev server (webpack serve) only needs the browser container.
module.exports = process.env.WEBPACK_SERVE ? browser : [browser, server];
