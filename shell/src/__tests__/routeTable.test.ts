import { matchRoutes } from 'react-router-dom';
import { REMOTES } from '@app/contracts/remotes';
import { runtimeConfigFromEnv } from '@app/shared/build/runtime-config.cjs';
import { isAdminPath, MOUNTS, SPEC_ROUTES, type MountId } from '../app/routeTable';
import { REMOTE_NAMES } from '../federation/remotes';

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

  it('mounts only modules that a registered remote exposes', () => {
    for (const { owner } of Object.values(MOUNTS)) {
      if (owner.kind !== 'remote') continue;
      const remote = REMOTES.find((entry) => entry.key === owner.area);
      expect(remote).toBeDefined();
      expect(Object.keys(remote!.exposes)).toContain(owner.module);
    }
  });
});

describe('the registry of front ends drives the shell', () => {
  it('gives the federation runtime each remote by its container name', () => {
    expect(REMOTE_NAMES).toEqual(Object.fromEntries(REMOTES.map((remote) => [remote.key, remote.name])));
  });

  it('puts every registered remote in /config.json, with its port variable and its URL variable', () => {
    const env: Record<string, string> = {};
    REMOTES.forEach((remote, index) => (env[remote.portEnv] = String(5100 + index)));
    env[REMOTES[0].urlEnv] = 'https://cdn.example/auth/mf-manifest.json';
    const config = runtimeConfigFromEnv(env);
    expect(Object.keys(config.remotes)).toEqual(REMOTES.map((remote) => remote.key));
    expect(config.remotes[REMOTES[0].key]).toBe('https://cdn.example/auth/mf-manifest.json');
    expect(config.remotes[REMOTES[1].key]).toBe('http://localhost:5101/mf-manifest.json');
  });
});


describe('a fifth remote', () => {
  it('needs only its registry entry to get its route, its sidebar entry, its permission and its /config.json URL', () => {
    const registryPath = require.resolve('@app/contracts/remotes.json');
    const registry = jest.requireActual(registryPath);
    const reports = {
      dir: 'remote-reports',
      name: 'remote_reports',
      title: 'Reports',
      port: 3005,
      portEnv: 'REPORTS_PORT',
      urlEnv: 'REPORTS_REMOTE_URL',
      exposes: { './ReportsRoutes': './src/ReportsRoutes.tsx' },
      mounts: [{ id: 'reports', path: '/reports/*', module: './ReportsRoutes', layout: 'admin', permission: 'viewCatalogAdmin' }],
      sidebar: [{ mount: 'reports', path: '/reports', label: 'Reports', icon: '▤', order: 60 }],
    };
    jest.isolateModules(() => {
      jest.doMock(registryPath, () => ({ ...registry, remotes: { ...registry.remotes, reports } }));
      const table = require('../app/routeTable');
      const { REMOTE_NAMES: names } = require('../federation/remotes');
      const { runtimeConfigFromEnv: configFromEnv } = require('@app/shared/build/runtime-config.cjs');

      expect(table.MOUNTS.reports.owner).toEqual({ kind: 'remote', area: 'reports', module: './ReportsRoutes' });
      expect(matchRoutes(Object.keys(table.MOUNTS).map((id) => ({ id, path: table.MOUNTS[id].path })), '/reports/42')?.[0].route.id).toBe('reports');
      expect(table.ADMIN_MOUNTS).toContain('reports');
      expect(table.isAdminPath('/reports/42')).toBe(true);
      expect(table.SIDEBAR.map((entry: { label: string }) => entry.label)).toEqual(['Dashboard', 'Products', 'Clicks', 'Users', 'Categories', 'Reports']);
      expect(table.canOpen('reports', 'nurse')).toBe(true);
      expect(table.canOpen('reports', 'user')).toBe(false);
      expect(names.reports).toBe('remote_reports');
      expect(configFromEnv({}).remotes.reports).toBe('http://localhost:3005/mf-manifest.json');
      expect(configFromEnv({ REPORTS_PORT: '4105' }).remotes.reports).toBe('http://localhost:4105/mf-manifest.json');
    });
  });
});
