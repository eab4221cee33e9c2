import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type {
  AccountLinkPreview,
  ChangePasswordInput,
  LoginInput,
  LoginResponse,
  RegisterInput,
  User,
} from '#shared/auth/auth.schemas.ts';
import { apiJson, apiRequest } from '#client/lib/api-client.ts';
import { useAuth } from './auth-context.ts';

export const authKeys = {
  profile: ['/api/user/profile'] as const,
};

/** The register call of spec §7: username is the email and the role is always `client`. */
export type RegisterPayload = RegisterInput & { username: string; role: 'client' };

/** Reads the signed-in user. A 401 here means the stored token is stale, not a session that ended. */
export function fetchProfile(signal?: AbortSignal): Promise<User> {
  return apiJson<User>('GET', authKeys.profile.join('/'), undefined, { signal, endSessionOn401: false });
}

export function login(input: LoginInput): Promise<LoginResponse> {
  // A wrong password answers 401 too; that must not end a session held in another tab.
  return apiJson<LoginResponse>('POST', '/api/auth/login', input, { endSessionOn401: false });
}

export async function register(payload: RegisterPayload): Promise<void> {
  await apiRequest('POST', '/api/auth/register', payload);
}

/**
 * The links e-mailed to an address that prove it (decision 025): sign-up's verification link and
 * a password reset. Following one claims the account with a new password and signs in here.
 */
export type AccountLinkKind = 'verify-email' | 'reset-password';

const linkApi = { 'verify-email': '/api/auth/verify-email', 'reset-password': '/api/auth/password-reset' } as const;

/** Whose account the link opens; 404 when it never existed, 410 when used or expired. */
export function useAccountLinkPreview(kind: AccountLinkKind, token: string) {
  return useQuery({
    queryKey: [linkApi[kind], token, 'preview'],
    queryFn: ({ signal }) =>
      apiJson<AccountLinkPreview>('GET', `${linkApi[kind]}/${token}`, undefined, { signal, endSessionOn401: false }),
    retry: false,
  });
}

function followAccountLink(kind: AccountLinkKind, token: string, password: string): Promise<LoginResponse> {
  return kind === 'verify-email'
    ? apiJson<LoginResponse>('POST', linkApi[kind], { token, password }, { endSessionOn401: false })
    : apiJson<LoginResponse>('POST', `${linkApi[kind]}/${token}`, { password }, { endSessionOn401: false });
}

/** Claims the account with the new password; this browser is then signed in as it. */
export function useFollowAccountLink(kind: AccountLinkKind, token: string) {
  const { startSession } = useAuth();
  return useMutation({
    mutationFn: (password: string) => followAccountLink(kind, token, password),
    onSuccess: ({ token: sessionToken, user }) => startSession(sessionToken, user),
  });
}

/** "Forgot password?": the server answers the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiJson<{ message: string }>('POST', '/api/auth/password-reset', { email }, { endSessionOn401: false }),
  });
}

/** The Profile page's change; the account's other sessions end, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiRequest('PUT', '/api/user/password', input).then(() => undefined),
  });
}

/** E-mails a new verification link to the signed-in user's address. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/user/email-verification').then(() => undefined),
  });
}

/**
 * Signs in: the previous session's cached reads go, the token is stored, the user set, then
 * `onSignedIn` runs. It runs here rather than in `mutate`'s callbacks, which React drops when the
 * form unmounts, as it does when /login, now visited by a signed-in user, moves on by itself.
 */
export function useLogin({ onSignedIn }: { onSignedIn?: (user: User) => void } = {}) {
  const { startSession } = useAuth();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => {
      startSession(token, user);
      onSignedIn?.(user);
    },
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

/**
 * Revokes the session on the server (a failure there changes nothing here), then signs out:
 * `endSession` forgets the token, the user and every cached read.
 */
export function useLogout(): () => Promise<void> {
  const { endSession } = useAuth();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    await apiRequest('POST', '/api/auth/logout', undefined, { endSessionOn401: false }).catch(() => undefined);
    endSession();
    navigate('/login');
  }, [endSession, navigate]);
}
