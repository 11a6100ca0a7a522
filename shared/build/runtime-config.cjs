// config.json contents from environment variables; used by the dev servers and the static servers.
const DEFAULT_PORTS = { shell: 3000, auth: 3001, users: 3002, catalog: 3003, public: 3004, api: 4000 };
const PORT_ENV = { shell: 'SHELL_PORT', auth: 'AUTH_PORT', users: 'USERS_PORT', catalog: 'CATALOG_PORT', public: 'PUBLIC_PORT' };
const REMOTE_URL_ENV = { auth: 'AUTH_REMOTE_URL', users: 'USERS_REMOTE_URL', catalog: 'CATALOG_REMOTE_URL', public: 'PUBLIC_REMOTE_URL' };

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
  for (const key of ['auth', 'users', 'catalog', 'public']) {
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

module.exports = { DEFAULT_PORTS, PORT_ENV, portFor, runtimeConfigFromEnv };
