// The one list of Module Federation shared singletons (CONTRACT.md / DESIGN.md section 3).
const path = require('node:path');

const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'jotai',
  'styled-components',
  'axios',
  '@app/shared',
];

const packageName = (request) =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];

/** Version range a package declares for `dep`, else `^<installed version>`. */
function requiredVersionFor(dep, pkgDir) {
  const pkg = require(path.join(pkgDir, 'package.json'));
  const declared = { ...pkg.peerDependencies, ...pkg.devDependencies, ...pkg.dependencies }[dep];
  if (declared && declared !== '*' && !declared.startsWith('workspace:')) return declared;
  const installed = require(require.resolve(`${dep}/package.json`, { paths: [pkgDir] }));
  return `^${installed.version}`;
}

/** `shared` option of ModuleFederationPlugin for the package in `pkgDir`. */
function sharedConfig(pkgDir) {
  const shared = {};
  for (const request of SHARED_SINGLETONS) {
    shared[request] = {
      singleton: true,
      requiredVersion: requiredVersionFor(packageName(request), pkgDir),
      // Never eager: every package starts with import('./bootstrap').
      eager: false,
    };
  }
  return shared;
}

module.exports = { SHARED_SINGLETONS, sharedConfig, requiredVersionFor };
