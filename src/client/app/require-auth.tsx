import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/features/auth/index.ts';
import { getSignInPath } from '#client/lib/sign-in-redirect.ts';

import { CLIENT_PORTAL_PATH, clientPaths, type ProtectedPath } from './protected-paths.ts';

/**
 * Signed-in pages only: a spinner while the session loads, visitors to /login (keeping an
 * address's query, such as a payment e-mail's ?pay=, for after signing in), and clients, who may
 * open only their portal and their profile, to /client-portal.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const [location] = useLocation();
  const search = useSearch();

  if (isLoading) return <Spinner fullScreen />;
  if (!user) return <Redirect to={getSignInPath(location, search)} replace />;
  const path = location.replace(/\/$/, '').toLowerCase() as ProtectedPath;
  if (user.role === 'client' && !clientPaths.includes(path)) return <Redirect to={CLIENT_PORTAL_PATH} replace />;
  return children;
}
