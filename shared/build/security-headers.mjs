// Security headers for the front-end servers (the static servers of `npm start` / `npm run serve` / the
// browser tests, and any other server that answers the shell's pages). One function, so every server sends
// the same policy: securityHeaders(runtimeConfig, { shell }) -> { header: value }.
//
// The Content-Security-Policy allows exactly what the federation needs:
// - scripts from the page's own origin and, for the shell, the remotes' origins (remoteEntry.js and its
//   chunks are loaded by <script> from wherever config.json says the remote lives);
// - fetches (connect-src) to the own origin, the API and the remotes (the shell fetches each mf-manifest.json);
// - images from the own origin, the API, any https: host (product images are merchant URLs) and data: URLs
//   (placeholder images and the favicon);
// - inline styles: styled-components injects <style> tags at run time;
// - nothing may frame the pages (the back-office must not be clickjacked), no plugins, no <base> elsewhere.

/** The origin of a URL, or undefined when it is not an absolute http(s) URL. */
function originOf(url) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

const unique = (values) => [...new Set(values.filter(Boolean))];

/**
 * The origins a page may talk to, from the runtime config ({ apiBaseUrl, remotes: { area: manifestUrl } }).
 * @param {{ apiBaseUrl?: string, remotes?: Record<string, string> } | undefined} config
 */
export function configOrigins(config) {
  return {
    api: config?.apiBaseUrl ? originOf(config.apiBaseUrl) : undefined,
    remotes: unique(Object.values(config?.remotes ?? {}).map(originOf)),
  };
}

/**
 * The Content-Security-Policy of a front end's pages.
 * @param {object | undefined} config  the runtime config the page uses (the shell's /config.json)
 * @param {{ shell?: boolean }} [options]  shell: the host that loads the remotes; a remote's own page
 *   (its standalone harness) loads only its own scripts.
 */
export function contentSecurityPolicy(config, { shell = false } = {}) {
  const { api, remotes } = configOrigins(config);
  const scriptOrigins = shell ? remotes : [];
  const directives = {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...scriptOrigins]),
    'connect-src': unique(["'self'", api, ...scriptOrigins]),
    'img-src': unique(["'self'", api, 'https:', 'data:']),
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Headers every response of a front-end server carries (harmless on JS and JSON; they matter on the HTML).
 * @param {object | undefined} config   runtime config (apiBaseUrl, remotes)
 * @param {{ shell?: boolean }} [options]
 * @returns {Record<string, string>}
 */
export function securityHeaders(config, { shell = false } = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, { shell }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // frame-ancestors is the standard; X-Frame-Options covers browsers that predate it.
    'X-Frame-Options': 'DENY',
  };
}
