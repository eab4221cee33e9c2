import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResponse, RegisterInput, User } from '#shared/auth/auth.schemas.ts';
import { apiJson, apiRequest } from '#client/lib/api-client.ts';
import { useAuth } from './auth-context.ts';

/** The register call of spec §7: username is the email and the role is always `client`. */
export type RegisterPayload = RegisterInput & { username: string; role: 'client' };

export function login(input: LoginInput): Promise<LoginResponse> {
  // A wrong password answers 401 too; that must not end a session held in another tab.
  return apiJson<LoginResponse>('POST', '/api/auth/login', input, { endSessionOn401: false });
}

export async function register(payload: RegisterPayload): Promise<void> {
  await apiRequest('POST', '/api/auth/register', payload);
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
