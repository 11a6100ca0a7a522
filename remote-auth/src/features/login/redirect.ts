import type { Location } from 'react-router-dom';

/** Where to go after signing in: the page first asked for (set by the shell's guard), else /dashboard. */
export function redirectTarget(location: Location): string {
  const from = (location.state as { from?: { pathname?: string; search?: string; hash?: string } } | null)?.from;
  if (from?.pathname && from.pathname !== '/login' && from.pathname !== '/register') {
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  }
  return '/dashboard';
}
