import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { User } from '#shared/auth/auth.schemas.ts';
import { setUnauthorizedHandler } from '#client/lib/api-client.ts';
import { AUTH_TOKEN_KEY, getAuthToken, removeAuthToken, setAuthToken } from '#client/lib/auth-token.ts';
import { AuthContext, type AuthState } from './auth-context.ts';
import { fetchProfile } from './session-api.ts';

interface SessionState {
  user: User | null;
  isLoading: boolean;
}

const signedOut: SessionState = { user: null, isLoading: false };

/**
 * Holds the session (spec §4). On load a stored token is checked against the profile; a failure
 * removes it silently. A 401 on any later request ends the session here, once, for every screen.
 *
 * Every change of who is signed in (sign-in, accepting an invitation, sign-out, a 401, another
 * tab signing in or out) empties the query cache: reads never go stale by themselves (spec §7),
 * so on a shared front-desk computer the previous person's venue data would otherwise stay.
 * The marketing pages load without a query cache (docs/decisions/065); then there is none to empty.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useContext(QueryClientContext);
  const [session, setSession] = useState<SessionState>(() => ({
    user: null,
    isLoading: getAuthToken() !== null,
  }));

  /** Reads the user of the stored token; a token replaced or removed meanwhile wins. */
  const loadUser = useCallback((token: string, signal?: AbortSignal) => {
    fetchProfile(signal).then(
      (user) => {
        if (getAuthToken() === token) setSession({ user, isLoading: false });
      },
      () => {
        if (signal?.aborted || getAuthToken() !== token) return;
        removeAuthToken();
        setSession(signedOut);
      },
    );
  }, []);

  useEffect(() => {
    const token = getAuthToken();
    if (token === null) return;
    const controller = new AbortController();
    loadUser(token, controller.signal);
    return () => controller.abort();
  }, [loadUser]);

  const startSession = useCallback(
    (token: string, user: User) => {
      queryClient?.clear();
      setAuthToken(token);
      setSession({ user, isLoading: false });
    },
    [queryClient],
  );

  const refreshUser = useCallback(async () => {
    const token = getAuthToken();
    if (!token) return;
    const user = await fetchProfile();
    // A sign-out or another sign-in meanwhile wins over this older answer.
    if (getAuthToken() === token) setSession({ user, isLoading: false });
  }, []);

  const endSession = useCallback(() => {
    removeAuthToken();
    queryClient?.clear();
    setSession(signedOut);
  }, [queryClient]);

  useEffect(() => {
    // The API client has already removed the rejected token; forget the user and their data.
    setUnauthorizedHandler(() => {
      queryClient?.clear();
      setSession(signedOut);
    });
    return () => setUnauthorizedHandler(null);
  }, [queryClient]);

  useEffect(() => {
    // Another tab signed in or out: the token this tab sends now belongs to someone else (or nobody).
    function onStorage(event: StorageEvent) {
      if (event.key !== AUTH_TOKEN_KEY && event.key !== null) return;
      if (event.key !== null && event.oldValue === event.newValue) return;
      queryClient?.clear();
      const token = getAuthToken();
      if (token === null) {
        setSession(signedOut);
        return;
      }
      setSession({ user: null, isLoading: true });
      loadUser(token);
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient, loadUser]);

  const value = useMemo<AuthState>(
    () => ({ ...session, startSession, endSession, refreshUser }),
    [session, startSession, endSession, refreshUser],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
