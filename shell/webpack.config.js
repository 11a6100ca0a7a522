const path = require('node:path');
const { createFederatedConfig, swcRule } = require('@app/shared/build/webpack.factory.cjs');
const registry = require('@app/contracts/remotes.json');

// The host: no remote URL compiled in; src/federation registers the remotes from /config.json at runtime.
const browser = createFederatedConfig({
  name: 'shell',
  dir: __dirname,
  port: Number(process.env[registry.shell.portEnv] || registry.shell.port),
  isHost: true,
  title: 'Affiliate Catalogue',
  // remote-public's browser container runs on this runtime instead of carrying its own copy (visitors' JS).
  federationRuntime: 'provide',
});

/**
 * The production server (server/): one CommonJS file in dist-server/. It renders the shell's own components,
 * so it is compiled like the browser build (same styled-components ids). Packages stay outside the bundle
 * and are required from node_modules, so the server and remote-public's server container share one React;
 * our workspaces (@app/shared, @app/contracts: TypeScript sources) are compiled in.
 */
const server = (_env, argv = {}) => {
  const mode = argv.mode || process.env.NODE_ENV || 'production';
  const isProd = mode === 'production';
  return {
    name: 'shell-server',
    mode,
    context: __dirname,
    target: 'node20',
    entry: { index: './server/index.ts' },
    devtool: 'source-map',
    output: { path: path.join(__dirname, 'dist-server'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
    externalsPresets: { node: true },
    externals: [
      ({ request }, callback) => {
        const bare = request && !request.startsWith('.') && !path.isAbsolute(request);
        if (bare && !request.startsWith('@app/') && !request.startsWith('node:')) return callback(null, `commonjs ${request}`);
        return callback();
      },
    ],
    module: { parser: { javascript: { exportsPresence: 'error' } }, rules: [swcRule(isProd, 'shell')] },
    // process.env.NODE_ENV stays a run-time value (server/production.ts), not the build's mode.
    optimization: { minimize: false, nodeEnv: false },
    performance: { hints: false },
    node: { __dirname: false, __filename: false },
    cache: { type: 'filesystem', name: `shell-server-${mode}`, buildDependencies: { config: [__filename] } },
  };
};

// The dev server (webpack serve) only needs the browser build.
module.exports = process.env.WEBPACK_SERVE ? browser : [browser, server];
