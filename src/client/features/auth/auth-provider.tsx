import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { User } from '#shared/auth/auth.schemas.ts';
import { setUnauthorizedHandler } from '#client/lib/api-client.ts';
import { getAuthToken, removeAuthToken, setAuthToken } from '#client/lib/auth-token.ts';
import { fetchProfile } from './api.ts';
import { AuthContext, type AuthState } from './auth-context.ts';

interface SessionState {
  user: User | null;
  isLoading: boolean;
}

/**
 * Holds the session (spec §4). On load a stored token is checked against the profile; a failure
 * removes it silently. A 401 on any later request ends the session here, once, for every screen.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<SessionState>(() => ({
    user: null,
    isLoading: getAuthToken() !== null,
  }));

  useEffect(() => {
    if (getAuthToken() === null) return;
    const controller = new AbortController();
    fetchProfile(controller.signal).then(
      (user) => setSession({ user, isLoading: false }),
      () => {
        if (controller.signal.aborted) return;
        removeAuthToken();
        setSession({ user: null, isLoading: false });
      },
    );
    return () => controller.abort();
  }, []);

  const startSession = useCallback((token: string, user: User) => {
    setAuthToken(token);
    setSession({ user, isLoading: false });
  }, []);

  const refreshUser = useCallback(async () => {
    const token = getAuthToken();
    if (!token) return;
    const user = await fetchProfile();
    // A sign-out or another sign-in meanwhile wins over this older answer.
    if (getAuthToken() === token) setSession({ user, isLoading: false });
  }, []);

  const endSession = useCallback(() => {
    removeAuthToken();
    setSession({ user: null, isLoading: false });
  }, []);

  useEffect(() => {
    // The API client has already removed the rejected token; forget the user and their data.
    setUnauthorizedHandler(() => {
      setSession({ user: null, isLoading: false });
      queryClient.clear();
    });
    return () => setUnauthorizedHandler(null);
  }, [queryClient]);

  const value = useMemo<AuthState>(
    () => ({ ...session, startSession, endSession, refreshUser }),
    [session, startSession, endSession, refreshUser],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
