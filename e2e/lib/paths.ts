import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(E2E_ROOT, '..');

/** Front-end packages and their area key in config.json. */
export const FRONT_ENDS = [
  { key: 'shell', dir: 'shell' },
  { key: 'auth', dir: 'remote-auth' },
  { key: 'users', dir: 'remote-users' },
  { key: 'catalog', dir: 'remote-catalog' },
  { key: 'public', dir: 'remote-public' },
] as const;

export type FrontEndKey = (typeof FRONT_ENDS)[number]['key'];

/** E2E_FRONT_ENDS=shell,auth limits which front ends the run builds and serves (default: all). */
export function selectedFrontEnds() {
  const only = (process.env.E2E_FRONT_ENDS || '').split(',').map((s) => s.trim()).filter(Boolean);
  return only.length ? FRONT_ENDS.filter((fe) => fe.key === 'shell' || only.includes(fe.key)) : [...FRONT_ENDS];
}
