/**
 * The registry of front ends (../remotes.json), typed. JSON so that the Node build and serve scripts, the webpack
 * configs and TypeScript read the same file.
 */
import registry from '../remotes.json' with { type: 'json' };
import type { Permission } from './constants.js';

/** A path the shell mounts a remote's exposed module at. */
export interface MountEntry {
  /** The mount's id in the shell's route table. */
  id: string;
  /** A react-router path; `/*` lets the remote's own routes take the rest. */
  path: string;
  /** The exposed module rendered there. */
  module: string;
  /** 'public': the visitors' site; 'auth': the sign-in pages; 'admin': inside the signed-in layout. */
  layout: 'public' | 'auth' | 'admin';
  /** Who may open an admin mount (the contract's permission matrix); none: any signed-in user. */
  permission?: Permission;
}

/** An entry of the staff sidebar. */
export interface SidebarEntry {
  /** The mount whose permission shows or hides the entry. */
  mount: string;
  path: string;
  label: string;
  icon: string;
  /** Position among all entries (the shell's Dashboard is 10). */
  order: number;
  /** A sub-path with its own entry: this one is not highlighted there. */
  notUnder?: string;
}

export interface RemoteEntry {
  /** The remote's key in /config.json `remotes` and in the shell's route table. */
  key: string;
  /** Its workspace folder. */
  dir: string;
  /** Its Module Federation container name: modules load as `<name>/<exposed module>`. */
  name: string;
  /** Title of its standalone page. */
  title: string;
  /** Default port of its dev and static servers; `portEnv` overrides it. */
  port: number;
  portEnv: string;
  /** Environment variable that gives /config.json another manifest URL for it. */
  urlEnv: string;
  /** Exposed module -> source file, for the browser container. */
  exposes: Record<string, string>;
  /** Exposed module -> source file, for the Node container the shell's server renders with (if any). */
  serverExposes?: Record<string, string>;
  mounts: MountEntry[];
  sidebar?: SidebarEntry[];
}

export interface ServerEntry {
  key: string;
  dir: string;
  port: number;
  portEnv: string;
}

export const SHELL: ServerEntry = registry.shell;
export const API: ServerEntry = registry.api;
type Registry = typeof registry;
/** A registered remote's key. */
export type RemoteKey = keyof Registry['remotes'];
/** The modules a remote exposes, by name: `npm run typecheck` refuses a module the registry does not list. */
export type ExposedModule<K extends RemoteKey> = keyof Registry['remotes'][K]['exposes'] & string;

// JSON widens each entry's values (a layout is a string); test/remotes.test.ts checks the shape.
export const REMOTES: readonly RemoteEntry[] = Object.entries(registry.remotes).map(
  ([key, entry]) => ({ key, ...entry }) as unknown as RemoteEntry,
);

/** The shell first, then every remote: the front ends a build, a serve or a browser test handles. */
export const FRONT_ENDS: readonly (ServerEntry | RemoteEntry)[] = [SHELL, ...REMOTES];

export const remoteByKey = (key: string): RemoteEntry | undefined => REMOTES.find((remote) => remote.key === key);
