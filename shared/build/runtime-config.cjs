// config.json contents from environment variables; used by the dev servers and the static servers.
// Ports, their variables and the remotes come from the registry of front ends (@app/contracts/remotes.json).
const registry = require('@app/contracts/remotes.json');

/** The registered remotes, each with its key. */
const REMOTES = Object.entries(registry.remotes).map(([key, entry]) => ({ key, ...entry }));
const servers = [registry.shell, ...REMOTES];
const DEFAULT_PORTS = Object.fromEntries([...servers, registry.api].map((s) => [s.key, s.port]));
const PORT_ENV = Object.fromEntries(servers.map((s) => [s.key, s.portEnv]));
const REMOTE_URL_ENV = Object.fromEntries(REMOTES.map((r) => [r.key, r.urlEnv]));

function portFor(key, env = process.env) {
  if (key === 'api') return Number(env.API_PORT || env.PORT || DEFAULT_PORTS.api);
  return Number(env[PORT_ENV[key]] || DEFAULT_PORTS[key]);
}

/**
 * { apiBaseUrl, siteUrl, remotes: { auth, users, catalog, public }, contact }.
 * API_BASE_URL, PUBLIC_SITE_URL (the address visitors and search engines use: canonical links, share tags,
 * sitemap) and <AREA>_REMOTE_URL (a manifest URL) win over the host/port defaults.
 */
function runtimeConfigFromEnv(env = process.env) {
  const host = env.PUBLIC_HOST || 'localhost';
  const remotes = {};
  for (const key of Object.keys(REMOTE_URL_ENV)) {
    remotes[key] = env[REMOTE_URL_ENV[key]] || `http://${host}:${portFor(key, env)}/mf-manifest.json`;
  }
  return {
    apiBaseUrl: env.API_BASE_URL || `http://${host}:${portFor('api', env)}`,
    siteUrl: (env.PUBLIC_SITE_URL || `http://${host}:${portFor('shell', env)}`).replace(/\/+$/, ''),
    remotes,
    contact: {
      phone: env.CONTACT_PHONE || '+1 (555) 010-2030',
      email: env.CONTACT_EMAIL || 'hello@affiliate-catalogue.example',
    },
  };
}

module.exports = { DEFAULT_PORTS, PORT_ENV, REMOTES, REMOTE_URL_ENV, portFor, runtimeConfigFromEnv };
