const { createFederatedConfig, createServerContainerConfig, registeredRemote } = require('@app/shared/build/webpack.factory.cjs');

// Two containers from one source: the browser's (dist/) and the Node one the shell's server renders the
// visitors' pages with (dist/server/). Same styled-components namespace, so server and browser class names match.
// Name, port, title and both containers' exposed modules: this remote's entry in @app/contracts/remotes.json.
const { name, port, title, exposes, serverExposes } = registeredRemote('public');
const common = { name, dir: __dirname, styledNamespace: 'public' };

const browser = createFederatedConfig({
  ...common,
  port,
  title,
  exposes,
  // The shell provides the federation runtime (about 17 KB gzip less on every visitor's page).
  federationRuntime: 'use',
});
const server = createServerContainerConfig({ ...common, exposes: serverExposes });

// The dev server (webpack serve) only needs the browser container.
module.exports = process.env.WEBPACK_SERVE ? browser : [browser, server];
