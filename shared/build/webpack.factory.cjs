// createFederatedConfig: the webpack config every front-end package uses (shell and remotes).
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig } = require('./shared-deps.cjs');
const { runtimeConfigFromEnv } = require('./runtime-config.cjs');

/** Writes a default config.json (from env at build time) next to the shell's index.html; edit it to deploy. */
class EmitRuntimeConfigPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitRuntimeConfigPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitRuntimeConfigPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = JSON.stringify(runtimeConfigFromEnv(), null, 2);
          compilation.emitAsset('config.json', new webpack.sources.RawSource(json));
        },
      );
    });
  }
}

/** @module-federation/inject-external-runtime-core-plugin, as an ES module (see federationRuntime 'provide'). */
function injectRuntimeCorePlugin() {
  return require.resolve('@module-federation/inject-external-runtime-core-plugin').replace(/\.cjs$/, '.js');
}

// One time for every config of this build: a package's browser and server containers carry the same build id.
const BUILD_TIME = Date.now();
const buildId = (pkg) => process.env.APP_BUILD_ID || `${pkg.name}@${pkg.version}+${BUILD_TIME}`;

/**
 * TS/TSX through swc (automatic JSX runtime). styled-components get ids from the file and component name
 * (@swc/plugin-styled-components), not from a load-order counter: the server render and the browser's
 * hydration then agree on every class name, whichever container was loaded first.
 * @param {boolean} isProd
 * @param {string} namespace  prefix of the ids (one per package, identical in its browser and server builds)
 */
function swcRule(isProd, namespace) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !isProd } },
          target: 'es2020',
          experimental: {
            plugins: [[require.resolve('@swc/plugin-styled-components'), { displayName: true, ssr: true, namespace }]],
          },
        },
      },
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.name      federation name (remote_auth, shell...)
 * @param {string} options.dir       the package directory (__dirname of its webpack.config.js)
 * @param {number} options.port      dev server port (already resolved from env)
 * @param {Record<string,string>} [options.exposes]  e.g. { './LoginPage': './src/pages/LoginPage.tsx' }
 * @param {boolean} [options.isHost] the shell: no exposes, no manifest, SPA html at every path
 * @param {string} [options.title]   <title> of the html page
 * @param {string} [options.styledNamespace]  prefix of styled-components ids (default: the name)
 * @param {'provide' | 'use'} [options.federationRuntime]  in production builds, 'provide': this host hands its
 *   federation runtime core to the remotes it loads; 'use': this remote's container carries no copy and runs on
 *   the host's (about 17 KB gzip less per page; the remote then needs a 'provide' host: its own standalone page
 *   is the development server's, which keeps its copy)
 * @returns {(env: object, argv: {mode?: string}) => import('webpack').Configuration}
 */
function createFederatedConfig({ name, dir, port, exposes = {}, isHost = false, title, styledNamespace, federationRuntime }) {
  return (_env = {}, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const isProd = mode === 'production';
    const pkg = require(path.join(dir, 'package.json'));
    const outDir = process.env.MF_OUT_DIR ? path.resolve(process.env.MF_OUT_DIR) : path.join(dir, 'dist');
    const hashed = isProd ? '[name].[contenthash:8].js' : '[name].js';

    return {
      name,
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        filename: hashed,
        chunkFilename: hashed,
        assetModuleFilename: isProd ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
        // 'auto': chunks load from wherever remoteEntry.js (or main.js) came from, so a remote can be moved
        // to another origin by editing the shell's config.json only.
        publicPath: 'auto',
        uniqueName: name,
        // dist/server/ is the package's Node container (createServerContainerConfig), built beside this one.
        clean: { keep: /^server[\\/]/ },
      },
      resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
      module: {
        // An import of a name a module does not export fails the build (e.g. a router hook missing from
        // the shared router's list, react-router-dom.mjs), instead of being undefined at run time.
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          swcRule(isProd, styledNamespace || name),
          { test: /\.(png|jpe?g|gif|svg|webp|ico)$/i, type: 'asset' },
          { test: /\.css$/i, type: 'asset/source' },
        ],
      },
      // A separate cache for builds into another folder (MF_OUT_DIR), e.g. the browser tests' redeploy build.
      cache: { type: 'filesystem', name: `${name}-${mode}${process.env.MF_OUT_DIR ? '-alt' : ''}`, buildDependencies: { config: [__filename, path.join(dir, 'webpack.config.js')] } },
      optimization: {
        // Scope hoisting breaks star re-exports from a shared module in production on webpack 5.110 +
        // enhanced 2.9: react-router-dom (`export * from 'react-router'`, itself shared) lost BrowserRouter,
        // Routes, Route... Keep modules unconcatenated.
        concatenateModules: false,
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          // No remotes here: the shell registers them at runtime from config.json.
          remotes: {},
          shared: sharedConfig(dir),
          shareStrategy: 'loaded-first',
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          // Less federation runtime on every page: this container runs in browsers only ('web' drops the
          // runtime's Node code; the Node container has its own config), and a remote loads no remotes of
          // its own, so it needs neither remote loading nor manifest snapshots (remoteEntry.js 30 -> 21 KB gzip).
          experiments: {
            optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true, disableSnapshot: true }) },
            ...(isProd && federationRuntime === 'use' ? { externalRuntime: true } : {}),
          },
          // What `experiments.provideExternalRuntime` adds, but its ES module build: the CommonJS one it names
          // pulls a second (CommonJS) copy of the runtime core into the host (main.js 28 -> 51 KB gzip).
          ...(isProd && federationRuntime === 'provide' ? { runtimePlugins: [injectRuntimeCorePlugin()] } : {}),
        }),
        new webpack.DefinePlugin({
          __APP_BUILD_ID__: JSON.stringify(buildId(pkg)),
        }),
        ...(isHost ? [new EmitRuntimeConfigPlugin()] : []),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: title || pkg.name,
          // Absolute: the shell and the harness pages answer deep links with this same html.
          publicPath: '/',
          chunks: ['main'],
        }),
      ],
      devServer: {
        port,
        host: process.env.DEV_HOST || 'localhost',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        allowedHosts: 'all',
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Headers': '*',
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        },
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
        setupMiddlewares: (middlewares, devServer) => {
          // config.json from env, so the dev shell (and each harness) finds the API and the dev remotes.
          devServer.app.get('/config.json', (_req, res) => {
            res.set('Cache-Control', 'no-store');
            res.json(runtimeConfigFromEnv());
          });
          return middlewares;
        },
      },
    };
  };
}

/**
 * The same remote as a Node container (`dist/server/`), loaded at run time over HTTP by a server that renders
 * the pages (the shell's server): `async-node` target, CommonJS container, chunks fetched and evaluated by
 * @module-federation/node's runtime plugin. Every shared singleton is `import: false`: the server hands over
 * its own react, styled-components... so the container carries no copy and one React renders everything.
 * publicPath is left empty: the runtime plugin then resolves chunks next to the remoteEntry.js URL the server
 * registered, so the folder can be served from any URL (known only when deployed).
 * @param {object} options
 * @param {string} options.name      federation name (same as the browser container's)
 * @param {string} options.dir       the package directory
 * @param {Record<string,string>} options.exposes  modules the server uses (e.g. { './ssr': './src/ssr/index.tsx' })
 * @param {string} [options.styledNamespace]  must equal the browser build's, so class names match
 */
function createServerContainerConfig({ name, dir, exposes, styledNamespace }) {
  return (_env = {}, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const isProd = mode === 'production';
    const pkg = require(path.join(dir, 'package.json'));
    const outDir = path.join(process.env.MF_OUT_DIR ? path.resolve(process.env.MF_OUT_DIR) : path.join(dir, 'dist'), 'server');
    const hashed = isProd ? '[name].[contenthash:8].js' : '[name].js';
    const shared = Object.fromEntries(
      Object.entries(sharedConfig(dir)).map(([request, options]) => [request, { ...options, import: false }]),
    );
    return {
      name: `${name}-server`,
      mode,
      context: dir,
      target: 'async-node',
      entry: {},
      devtool: isProd ? 'source-map' : false,
      output: {
        path: outDir,
        filename: hashed,
        chunkFilename: hashed,
        publicPath: '',
        uniqueName: `${name}_server`,
        chunkFormat: 'commonjs',
        chunkLoading: 'async-node',
        library: { type: 'commonjs-module' },
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
      module: {
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          // JSX through react/jsx-runtime (shared, from the server) even in development: the development
          // runtime would be bundled here and needs the development React, which the server may not run.
          swcRule(true, styledNamespace || name),
          { test: /\.css$/i, type: 'asset/source' },
        ],
      },
      cache: { type: 'filesystem', name: `${name}-server-${mode}${process.env.MF_OUT_DIR ? '-alt' : ''}`, buildDependencies: { config: [__filename, path.join(dir, 'webpack.config.js')] } },
      optimization: { concatenateModules: false, minimize: false },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          library: { type: 'commonjs-module' },
          remoteType: 'script',
          runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin', { paths: [dir] })],
          remotes: {},
          shared,
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        new webpack.DefinePlugin({
          __APP_BUILD_ID__: JSON.stringify(buildId(pkg)),
        }),
      ],
    };
  };
}

/**
 * A remote's container name, port (its port variable wins), page title and exposed modules, from the registry of
 * front ends (@app/contracts/remotes.json), so a remote's webpack config repeats none of them.
 */
function registeredRemote(key, env = process.env) {
  const remote = require('@app/contracts/remotes.json').remotes[key];
  if (!remote) throw new Error(`No remote "${key}" in @app/contracts/remotes.json`);
  return { name: remote.name, port: Number(env[remote.portEnv] || remote.port), title: remote.title, exposes: remote.exposes, serverExposes: remote.serverExposes };
}

module.exports = { createFederatedConfig, createServerContainerConfig, registeredRemote, swcRule };
