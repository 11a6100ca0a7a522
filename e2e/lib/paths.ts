import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONT_ENDS as REGISTERED } from '@app/contracts/remotes';

export const E2E_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(E2E_ROOT, '..');

/** Front-end packages and their area key in config.json: the registry's (@app/contracts/remotes.json). */
export const FRONT_ENDS = REGISTERED.map(({ key, dir }) => ({ key, dir }));

export type FrontEndKey = string;

/** E2E_FRONT_ENDS=shell,auth limits which front ends the run builds and serves (default: all). */
export function selectedFrontEnds() {
  const only = (process.env.E2E_FRONT_ENDS || '').split(',').map((s) => s.trim()).filter(Boolean);
  return only.length ? FRONT_ENDS.filter((fe) => fe.key === 'shell' || only.includes(fe.key)) : [...FRONT_ENDS];
}
