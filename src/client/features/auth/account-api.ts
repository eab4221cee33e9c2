import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  AccountLinkPreview,
  ChangePasswordInput,
  LoginResponse,
  PasswordResetRequestInput,
} from '#shared/auth/auth.schemas.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { apiJson, apiRequest } from '#client/lib/api-client.ts';
import { useAuth } from './auth-context.ts';

// Apart from api.ts, which the app's entry loads (sign-out): these are for the account pages
// alone, and useQuery would otherwise join the first download of every public page.

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
/** "Forgot password?": `language` is the page's when it names one (a couple's), for the e-mail (decision 075). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: ({ email, language }: PasswordResetRequestInput) =>
      apiJson<{ message: string }>('POST', '/api/auth/password-reset', language ? { email, language } : { email }, {
        endSessionOn401: false,
      }),
  });
}

/** The Profile page's change; the account's other sessions end, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiRequest('PUT', '/api/user/password', input).then(() => undefined),
  });
}

/**
 * E-mails a new verification link to the signed-in user's address: in `language` when given (a
 * client's Profile names its own), else the account's as before (staff's, with no body).
 */
export function useResendVerification() {
  return useMutation({
    mutationFn: (language?: Language) =>
      apiRequest('POST', '/api/user/email-verification', language ? { language } : undefined).then(() => undefined),
  });
}
