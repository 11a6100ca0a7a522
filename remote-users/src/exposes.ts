/**
 * What this remote exposes to the shell, by module name (contracts/remotes.json maps each name to its file and
 * the shell mounts it at its paths): the user directory's routes.
 */
export { default as UsersRoutes } from './pages/UsersRoutes';
