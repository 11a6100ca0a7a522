import { createContext, useContext, type ComponentType } from 'react';
import type { ExposedModule } from '@app/contracts/remotes';
import { loadRemoteComponent, type RemoteAreaKey } from './remotes';

export type RemoteModule = { default: ComponentType; preloadPage?: (pathname: string) => Promise<void> };
type Preloaded = Partial<Record<string, RemoteModule>>;

const key = (area: RemoteAreaKey, expose: string) => `${area}/${expose}`;

/**
 * Remote modules already loaded, so their area renders at once instead of suspending: a server-rendered page
 * must hydrate with the same tree the server rendered. The server passes its own through the context (one per
 * request); the browser fills the map before hydrating.
 */
export const PreloadedRemotesContext = createContext<Preloaded | null>(null);
const browserPreloaded: Preloaded = {};

export function preloadedRemotes(area: RemoteAreaKey, module: RemoteModule, expose: string): Preloaded {
  return { [key(area, expose)]: module };
}

export function usePreloadedRemote(area: RemoteAreaKey, expose: string): RemoteModule | undefined {
  return (useContext(PreloadedRemotesContext) ?? browserPreloaded)[key(area, expose)];
}

/** Loads an exposed module and the code of the page at `pathname` (when it offers preloadPage). */
export async function preloadRemote<K extends RemoteAreaKey>(area: K, expose: ExposedModule<K>, pathname: string): Promise<void> {
  const module = (await loadRemoteComponent(area, expose)) as RemoteModule;
  await module.preloadPage?.(pathname);
  browserPreloaded[key(area, expose)] = module;
}

/** Retry loads the remote anew: forget what was preloaded. */
export function forgetPreloaded(area: RemoteAreaKey): void {
  for (const name of Object.keys(browserPreloaded)) if (name.startsWith(`${area}/`)) delete browserPreloaded[name];
}
