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

/**
 * @param {object} options
 * @param {string} options.name      federation name (remote_auth, shell...)
 * @param {string} options.dir       the package directory (__dirname of its webpack.config.js)
 * @param {number} options.port      dev server port (already resolved from env)
 * @param {Record<string,string>} [options.exposes]  e.g. { './LoginPage': './src/pages/LoginPage.tsx' }
 * @param {boolean} [options.isHost] the shell: no exposes, no manifest, SPA html at every path
 * @param {string} [options.title]   <title> of the html page
 * @returns {(env: object, argv: {mode?: string}) => import('webpack').Configuration}
 */
function createFederatedConfig({ name, dir, port, exposes = {}, isHost = false, title }) {
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
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
      module: {
        // An import of a name a module does not export fails the build (e.g. a router hook missing from
        // the shared router's list, react-router-dom.mjs), instead of being undefined at run time.
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !isProd } },
                  target: 'es2020',
                },
              },
            },
          },
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
        }),
        new webpack.DefinePlugin({
          __APP_BUILD_ID__: JSON.stringify(process.env.APP_BUILD_ID || `${pkg.name}@${pkg.version}+${Date.now()}`),
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

module.exports = { createFederatedConfig };
