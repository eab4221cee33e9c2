import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { User } from '#shared/auth/auth.schemas.ts';
import { apiJson, apiRequest } from '#client/lib/api-client.ts';
import { useAuth } from './auth-context.ts';

// The session's own requests: every page has a session, so none of this may need the query cache
// (the marketing pages load without it; docs/decisions/065).

export const authKeys = {
  profile: ['/api/user/profile'] as const,
};

/** Reads the signed-in user. A 401 here means the stored token is stale, not a session that ended. */
export function fetchProfile(signal?: AbortSignal): Promise<User> {
  return apiJson<User>('GET', authKeys.profile.join('/'), undefined, { signal, endSessionOn401: false });
}

/**
 * Revokes the session on the server (a failure there changes nothing here), then signs out:
 * `endSession` forgets the token, the user and every cached read. Staff land on the plain /login;
 * a couple's portal passes its own sign-in page (`/login?lang=es`, decision 075).
 */
export function useLogout(): (signInPath?: string) => Promise<void> {
  const { endSession } = useAuth();
  const [, navigate] = useLocation();
  return useCallback(
    async (signInPath = '/login') => {
      await apiRequest('POST', '/api/auth/logout', undefined, { endSessionOn401: false }).catch(() => undefined);
      endSession();
      navigate(signInPath);
    },
    [endSession, navigate],
  );
}
