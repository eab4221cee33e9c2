import { createContext, useContext } from 'react';
import type { User } from '#shared/auth/auth.schemas.ts';
import type { Language } from '#shared/i18n/languages.ts';

export interface AuthState {
  /** The signed-in user, or null for a visitor. */
  user: User | null;
  /** True while a stored token is being checked on page load. */
  isLoading: boolean;
  /** Forgets every cached read, stores the token and sets the user (after a login or an accepted invitation). */
  startSession: (token: string, user: User) => void;
  /** Removes the token, forgets the user and every cached read. */
  endSession: () => void;
  /** Reads the user again, e.g. after the venue's name or time zone changed in settings. */
  refreshUser: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}

/**
 * Where a user lands after signing in: clients in their portal, staff on the dashboard. A couple
 * coming from a page in their language (`language`: the one its address names) finds their portal
 * in it (`/client-portal?lang=es`); staff's pages stay English, so their home takes none.
 */
export function getHomePath(user: Pick<User, 'role'>, language?: Language | null): string {
  if (user.role !== 'client') return '/dashboard';
  // `lang` is LANGUAGE_PARAM, written out: importing languages.ts here, in the app's entry, split it
  // into a chunk of its own that every page's first visit then loaded (landing page over budget).
  return language ? `/client-portal?lang=${language}` : '/client-portal';
}
