import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from '@app/shared/public';
import { RemoteArea } from '../federation/RemoteArea';
import { ADMIN_MOUNTS, MOUNTS, type RouteEntry } from './routeTable';
import { SignOutRoute } from './SignOutRoute';

// The signed-in side lives in its own chunk: public visitors never download it.
const SignedInLayout = lazy(() => import('../admin/SignedInLayout'));
const AdminPage = lazy(() => import('../admin/AdminPage'));

const adminFallback = <PageSpinner label="Loading" />;

/** The shell's own pages outside the signed-in layout, by mount id. */
const SHELL_ELEMENTS: Record<string, ReactNode> = { logout: <SignOutRoute /> };

const elementOf = (id: string, { owner }: RouteEntry) =>
  owner.kind === 'remote' ? <RemoteArea area={owner.area} module={owner.module} /> : SHELL_ELEMENTS[id];

/** The shell's route table (routeTable.ts: the shell's pages and every registered remote's mounts). */
export function AppRoutes() {
  return (
    <Routes>
      {Object.entries(MOUNTS)
        .filter(([, mount]) => mount.layout !== 'admin')
        .map(([id, mount]) => (
          <Route key={id} path={mount.path} element={elementOf(id, mount)} />
        ))}
      <Route
        element={
          <Suspense fallback={adminFallback}>
            <SignedInLayout />
          </Suspense>
        }
      >
        {ADMIN_MOUNTS.map((id) => (
          <Route
            key={id}
            path={MOUNTS[id].path}
            element={
              <Suspense fallback={adminFallback}>
                <AdminPage mount={id} />
              </Suspense>
            }
          />
        ))}
      </Route>
    </Routes>
  );
}
