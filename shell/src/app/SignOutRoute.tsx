import { useLayoutEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { logout } from '@app/shared/public';

/**
 * /logout: the profile menu's 'Sign out' navigates here rather than signing out on the spot, so a form with
 * unsaved changes asks first (and Stay on page keeps the user signed in). Then: sign out (here at once; the server
 * ends the token in the background, best effort), go to /login.
 */
export function SignOutRoute() {
  // A layout effect runs before <Navigate>'s effect: /login must never see the old session.
  useLayoutEffect(() => {
    logout();
  }, []);
  return <Navigate to="/login" replace />;
}
