// languages.ts, not select-language.ts: the router's chunk then shares nothing more with the pages'.
import { isLanguage, LANGUAGE_PARAM } from '#shared/i18n/languages.ts';

/** The sign-in page's parameter naming where to go once signed in: `/login?next=/client-portal?pay=12`. */
export const NEXT_PARAM = 'next';

/**
 * Where a visitor to a signed-in page is sent to sign in (decision 075). An address with a query
 * (a couple's e-mail link: `/client-portal?tab=payments&pay=12&lang=es`) is kept in `next`, and
 * its language named on the sign-in page too, so the page is in it and the portal opens the
 * payment once signed in; a plain address (/dashboard) sends to the plain /login, as the spec says.
 */
export function getSignInPath(location: string, search: string): string {
  if (!search) return '/login';
  const target = new URLSearchParams(search);
  const params = new URLSearchParams();
  const language = target.get(LANGUAGE_PARAM);
  if (isLanguage(language)) params.set(LANGUAGE_PARAM, language);
  params.set(NEXT_PARAM, `${location}?${search}`);
  return `/login?${params.toString()}`;
}

/**
 * The `next` of the sign-in page's address, if it is a path of this site (`/…`, never `//host`, a
 * full address elsewhere, or one a control character or backslash would turn into
 * either), else null: a link cannot send someone off-site after signing in.
 */
export function readNextPath(search: string): string | null {
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  // A browser drops tabs and line breaks from an address, so `/\t/host` would read as `//host`.
  const unsafe = [...(next ?? '')].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char === '\u007f');
  if (!next?.startsWith('/') || next.startsWith('//') || unsafe) return null;
  return next;
}
