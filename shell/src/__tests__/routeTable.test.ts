import { matchRoutes } from 'react-router-dom';
import { isAdminPath, MOUNTS, SPEC_ROUTES, type MountId } from '../app/routeTable';

const routes = (Object.keys(MOUNTS) as MountId[]).map((id) => ({ id, path: MOUNTS[id].path }));

describe('route table', () => {
  it.each(SPEC_ROUTES)('$path is served by the $mount mount', ({ path, mount }) => {
    const matched = matchRoutes(routes, path);
    expect(matched?.[0].route.id).toBe(mount);
  });

  it('points each mount at the remote the contract names', () => {
    expect(MOUNTS.login.owner).toEqual({ kind: 'remote', area: 'auth', module: './LoginPage' });
    expect(MOUNTS.register.owner).toEqual({ kind: 'remote', area: 'auth', module: './RegisterPage' });
    expect(MOUNTS.users.owner).toEqual({ kind: 'remote', area: 'users', module: './UsersRoutes' });
    expect(MOUNTS.products.owner).toEqual({ kind: 'remote', area: 'catalog', module: './ProductsRoutes' });
    expect(MOUNTS.categories.owner).toEqual({ kind: 'remote', area: 'catalog', module: './CategoriesRoutes' });
    expect(MOUNTS.public.owner).toEqual({ kind: 'remote', area: 'public', module: './PublicRoutes' });
  });

  it('puts toasts top-right in the admin area and top-centre on the public site', () => {
    expect(isAdminPath('/users/12/edit')).toBe(true);
    expect(isAdminPath('/login')).toBe(true);
    expect(isAdminPath('/product')).toBe(false);
    expect(isAdminPath('/')).toBe(false);
  });
});
