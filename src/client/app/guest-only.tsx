import type { ReactNode } from 'react';
import { Redirect, useSearch } from 'wouter';
import { isLanguage, LANGUAGE_PARAM } from '#shared/i18n/languages.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { getHomePath, useAuth } from '#client/features/auth/index.ts';
import { readNextPath } from '#client/lib/sign-in-redirect.ts';

/**
 * Sign-in and sign-up are for visitors: a signed-in user who opens them goes where the address's
 * `next` says (a couple's payment link), else to their home page (staff the dashboard, clients
 * their portal, in the language a couple's sign-in page names), not to a second sign-in over the first.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const search = useSearch();
  const next = readNextPath(search);
  const named = new URLSearchParams(search).get(LANGUAGE_PARAM);
  if (isLoading) return <Spinner fullScreen />;
  if (user) return <Redirect to={next ?? getHomePath(user, isLanguage(named) ? named : null)} replace />;
  return children;
}
