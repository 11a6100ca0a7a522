import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RuntimeConfig } from '@app/shared/public';
import { REMOTES, type RemoteKey } from '@app/contracts/remotes';
import { remoteErrorPlugin } from './remoteErrorPlugin';

/** Areas of config.json `remotes` and the federation name of the remote serving each one (the registry's). */
export const REMOTE_NAMES: Record<string, string> = Object.fromEntries(REMOTES.map((remote) => [remote.key, remote.name]));

/** A remote's key in the registry and in /config.json `remotes`. */
export type RemoteAreaKey = RemoteKey;

type RemoteModule = { default: ComponentType };

let manifests: Partial<Record<RemoteAreaKey, string>> = {};
const generations: Record<string, number> = Object.fromEntries(REMOTES.map((remote) => [remote.key, 0]));

/** Registers the remotes listed in config.json with the federation runtime (nothing is fetched yet). */
export function initFederation(remotes: RuntimeConfig['remotes'] = {}): void {
  manifests = { ...remotes };
  init({
    name: 'shell',
    remotes: Object.entries(manifests)
      .filter(([area, entry]) => entry && area in REMOTE_NAMES)
      .map(([area, entry]) => ({ name: REMOTE_NAMES[area], entry: entry as string })),
    plugins: [remoteErrorPlugin()],
  });
}

/** Loads an exposed module; the first call for a remote fetches its manifest and remoteEntry. */
/** Every exposed module's default export is a React component. */
export async function loadRemoteComponent(area: RemoteAreaKey, expose: string): Promise<RemoteModule> {
  if (!manifests[area]) throw new Error(`No manifest URL for the "${area}" remote in config.json`);
  const id = `${REMOTE_NAMES[area]}/${expose.replace(/^\.\//, '')}`;
  const mod = await loadRemote<RemoteModule>(id);
  if (!mod || typeof mod.default !== 'function') throw new Error(`${id} has no default export component`);
  return mod;
}

/** Changes each time the area is retried; part of the cache key of its lazy components. */
export function remoteGeneration(area: RemoteAreaKey): number {
  return generations[area];
}

/**
 * Forgets everything the runtime cached for the remote and registers it again with a cache-busting
 * manifest URL, so the next load fetches the manifest and remoteEntry anew (a restarted or redeployed
 * remote server is picked up without a page reload).
 */
export function resetRemote(area: RemoteAreaKey): void {
  generations[area] += 1;
  const entry = manifests[area];
  if (!entry) return;
  const busted = `${entry}${entry.includes('?') ? '&' : '?'}retry=${Date.now()}`;
  registerRemotes([{ name: REMOTE_NAMES[area], entry: busted }], { force: true });
}
