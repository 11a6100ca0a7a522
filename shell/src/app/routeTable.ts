import { can, type Permission } from '@app/shared/public';
import { REMOTES, type ExposedModule, type RemoteKey, type SidebarEntry } from '@app/contracts/remotes';

/**
 * Every mount point of the shell and who serves it: the shell's own pages here, every remote's from the registry
 * of front ends (@app/contracts/remotes.json). The shell mounts the remote module at the mount path; the remote's
 * nested <Routes> handles the rest of the path.
 */
export type RouteOwner = { kind: 'remote'; area: RemoteKey; module: ExposedModule<RemoteKey> } | { kind: 'shell' };

export interface RouteEntry {
  path: string;
  owner: RouteOwner;
  /** 'public': no sign-in; 'auth': the sign-in pages; 'admin': inside the signed-in layout. */
  layout: 'public' | 'auth' | 'admin';
  /** Admin mounts: who may open it (none: any signed-in user). */
  permission?: Permission;
}

const SHELL_MOUNTS: Record<string, RouteEntry> = {
  // Signing out is a navigation, so a page with unsaved changes asks first (see SignOutRoute).
  logout: { path: '/logout', owner: { kind: 'shell' }, layout: 'auth' },
  dashboard: { path: '/dashboard', owner: { kind: 'shell' }, layout: 'admin' },
};

/** Mount points the shell's router declares (react-router ranks them, so order does not matter). */
export const MOUNTS: Record<string, RouteEntry> = {
  ...SHELL_MOUNTS,
  ...Object.fromEntries(
    REMOTES.flatMap((remote) =>
      remote.mounts.map((mount): [string, RouteEntry] => [
        mount.id,
        {
          path: mount.path,
          // The registry's own entries: a mount's module is one its remote exposes (checked by routeTable.test.ts).
          owner: { kind: 'remote', area: remote.key as RemoteKey, module: mount.module as ExposedModule<RemoteKey> },
          layout: mount.layout,
          permission: mount.permission,
        },
      ]),
    ),
  ),
};

export type MountId = string;
/** The mounts inside the signed-in layout. */
export const ADMIN_MOUNTS: MountId[] = Object.keys(MOUNTS).filter((id) => MOUNTS[id].layout === 'admin');

/** May this user open the mount? Admin mounts need a signed-in user, and the mount's permission if it names one. */
export function canOpen(id: MountId, role: string | null | undefined): boolean {
  const mount = MOUNTS[id];
  if (!mount || mount.layout !== 'admin') return true;
  return mount.permission ? can(role, mount.permission) : !!role;
}

/** The staff sidebar: the shell's Dashboard, then every remote's entries, in their order. */
export const SIDEBAR: SidebarEntry[] = [
  { mount: 'dashboard', path: '/dashboard', label: 'Dashboard', icon: '▦', order: 10 },
  ...REMOTES.flatMap((remote) => remote.sidebar ?? []),
].sort((a, b) => a.order - b.order);

/** The product's concrete routes, with the mount that serves each (checked by the shell's tests). */
export const SPEC_ROUTES: Array<{ path: string; mount: MountId }> = [
  { path: '/', mount: 'public' },
  { path: '/product', mount: 'public' },
  { path: '/search', mount: 'public' },
  { path: '/about', mount: 'public' },
  { path: '/contact', mount: 'public' },
  { path: '/privacy-policy', mount: 'public' },
  { path: '/terms-of-service', mount: 'public' },
  { path: '/blog', mount: 'public' },
  { path: '/portfolio', mount: 'public' },
  { path: '/sitemap', mount: 'public' },
  { path: '/services/website-development', mount: 'public' },
  { path: '/login', mount: 'login' },
  { path: '/register', mount: 'register' },
  { path: '/dashboard', mount: 'dashboard' },
  { path: '/users', mount: 'users' },
  { path: '/users/new', mount: 'users' },
  { path: '/users/123', mount: 'users' },
  { path: '/users/123/edit', mount: 'users' },
  { path: '/products', mount: 'products' },
  { path: '/products/add', mount: 'products' },
  { path: '/products/clicks', mount: 'products' },
  { path: '/products/view/123', mount: 'products' },
  { path: '/products/edit/123', mount: 'products' },
  { path: '/categories', mount: 'categories' },
];

/** Paths of the sign-in and staff mounts (everything outside the visitors' site). */
const ADMIN_PREFIXES = Object.values(MOUNTS)
  .filter((mount) => mount.layout !== 'public')
  .map((mount) => mount.path.replace(/\/\*$/, ''));

/** The admin side (signed-in layout and sign-in pages) shows toasts top-right, the public site top-centre. */
export function isAdminPath(pathname: string): boolean {
  return ADMIN_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
