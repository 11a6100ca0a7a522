import type { RemoteAreaKey, RemoteExposes } from '../federation/remotes';

/**
 * Every route of the two spec files and who serves it. The shell mounts the remote module at the
 * mount path; the remote's nested <Routes> handles the rest of the path.
 */
export type RouteOwner =
  | { kind: 'remote'; area: RemoteAreaKey; module: RemoteExposes[RemoteAreaKey] }
  | { kind: 'shell' };

export interface RouteEntry {
  path: string;
  owner: RouteOwner;
  /** 'public': no sign-in; 'auth': the sign-in pages; 'admin': inside the signed-in layout. */
  layout: 'public' | 'auth' | 'admin';
}

const remote = <A extends RemoteAreaKey>(area: A, module: RemoteExposes[A]): RouteOwner => ({ kind: 'remote', area, module });

/** Mount points the shell's router declares (order matters only for the final catch-all). */
export const MOUNTS = {
  login: { path: '/login', owner: remote('auth', './LoginPage'), layout: 'auth' },
  register: { path: '/register', owner: remote('auth', './RegisterPage'), layout: 'auth' },
  // Signing out is a navigation, so a page with unsaved changes asks first (see SignOutRoute).
  logout: { path: '/logout', owner: { kind: 'shell' }, layout: 'auth' },
  dashboard: { path: '/dashboard', owner: { kind: 'shell' }, layout: 'admin' },
  users: { path: '/users/*', owner: remote('users', './UsersRoutes'), layout: 'admin' },
  products: { path: '/products/*', owner: remote('catalog', './ProductsRoutes'), layout: 'admin' },
  categories: { path: '/categories/*', owner: remote('catalog', './CategoriesRoutes'), layout: 'admin' },
  public: { path: '/*', owner: remote('public', './PublicRoutes'), layout: 'public' },
} satisfies Record<string, RouteEntry>;

export type MountId = keyof typeof MOUNTS;
export type AdminMountId = 'dashboard' | 'users' | 'products' | 'categories';
export const ADMIN_MOUNTS: AdminMountId[] = ['dashboard', 'users', 'products', 'categories'];

/** The concrete routes of the spec, with the mount that serves each (checked by the shell's tests). */
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

const ADMIN_PREFIXES = ['/dashboard', '/users', '/products', '/categories', '/login', '/register', '/logout'];

/** The admin side (signed-in layout and sign-in pages) shows toasts top-right, the public site top-centre. */
export function isAdminPath(pathname: string): boolean {
  return ADMIN_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
