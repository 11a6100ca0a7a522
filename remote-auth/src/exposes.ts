/**
 * What this remote exposes to the shell, by module name (contracts/remotes.json maps each name to its file and
 * the shell mounts it at its paths): the sign-in pages.
 */
export { default as LoginPage } from './pages/LoginPage';
export { default as RegisterPage } from './pages/RegisterPage';
