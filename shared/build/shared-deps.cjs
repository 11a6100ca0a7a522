// The one list of Module Federation shared singletons: one copy of each per page, whichever front end loads first.
const path = require('node:path');

const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'jotai',
  'styled-components',
  'axios',
  // Two entries of one package, each loaded only when imported: a visitor's page imports only the public
  // one (no axios, no back-office UI); '@app/shared' re-exports it, so there is one config and one session.
  '@app/shared/public',
  '@app/shared',
  // The staff's server data: one cache per page for every admin remote. Visitors' pages never import it.
  '@tanstack/react-query',
  '@app/shared/query',
];

const STRICT_VERSION = new Set(['@app/shared', '@app/shared/public', '@app/shared/query']);

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

/**
 * The router is shared as what the front ends use of it (react-router-dom.mjs, re-exporting from
 * react-router), not as the whole package: a shared module cannot be tree-shaken. react-router itself is
 * then bundled inside that one shared module, so there is still one router per page.
 */
const SLIM_IMPORTS = { 'react-router-dom': path.join(__dirname, 'react-router-dom.mjs') };

/** `shared` option of ModuleFederationPlugin for the package in `pkgDir`. */
function sharedConfig(pkgDir) {
  const shared = {};
  for (const request of SHARED_SINGLETONS) {
    const requiredVersion = requiredVersionFor(packageName(request), pkgDir);
    shared[request] = {
      singleton: true,
      requiredVersion,
      // Our kit holds the session (one store per page), so a remote cannot bring its own copy; a remote built
      // against a newer kit than the page loaded refuses to start (the shell says why) instead of failing later
      // on a missing export. Third-party packages only warn: their minor versions stay compatible.
      strictVersion: STRICT_VERSION.has(request),
      // Never eager: every package starts with import('./bootstrap').
      eager: false,
    };
    if (SLIM_IMPORTS[request]) {
      const installed = require(require.resolve(`${request}/package.json`, { paths: [pkgDir] })).version;
      Object.assign(shared[request], { import: SLIM_IMPORTS[request], version: installed });
    }
  }
  return shared;
}

module.exports = { SHARED_SINGLETONS, sharedConfig, requiredVersionFor };
