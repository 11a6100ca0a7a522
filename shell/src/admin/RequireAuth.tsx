import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner, useSession } from '@app/shared';

/** No user in the session: go to /login, remembering the page asked for (login sends the user back). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isInitialized } = useSession();
  const location = useLocation();
  if (!isInitialized) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: { pathname: location.pathname, search: location.search, hash: location.hash } }} />;
  return <>{children}</>;
}
