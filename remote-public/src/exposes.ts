/**
 * What this remote exposes to the shell's browser side, by module name (contracts/remotes.json maps each name to
 * its file): the visitors' site. Its Node container exposes './ssr' (src/ssr/index.tsx), which the shell's server
 * renders the same pages with; it is not listed here so that no server code reaches a browser.
 */
export { default as PublicRoutes } from './pages/PublicRoutes';
