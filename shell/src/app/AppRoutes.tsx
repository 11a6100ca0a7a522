import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from '@app/shared/public';
import { RemoteArea } from '../federation/RemoteArea';
import { ADMIN_MOUNTS, MOUNTS } from './routeTable';
import { SignOutRoute } from './SignOutRoute';

// The signed-in side lives in its own chunk: public visitors never download it.
const SignedInLayout = lazy(() => import('../admin/SignedInLayout'));
const AdminPage = lazy(() => import('../admin/AdminPage'));

const adminFallback = <PageSpinner label="Loading" />;

/** The shell's route table (see routeTable.ts for which remote owns which path). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={MOUNTS.login.path} element={<RemoteArea area="auth" module="./LoginPage" />} />
      <Route path={MOUNTS.register.path} element={<RemoteArea area="auth" module="./RegisterPage" />} />
      <Route path={MOUNTS.logout.path} element={<SignOutRoute />} />
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
      <Route path={MOUNTS.public.path} element={<RemoteArea area="public" module="./PublicRoutes" />} />
    </Routes>
  );
}
