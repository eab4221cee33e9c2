import type { Language } from '#shared/i18n/languages.ts';
import { LANGUAGE_PARAM } from '#shared/i18n/select-language.ts';

/**
 * The sign-in page as a couple's e-mail links to it: it names their language, so the page opens
 * in it with its language switch (decision 075). Staff's plain /login stays English.
 */
export function getClientLoginUrl(publicUrl: string, language: Language): string {
  return `${publicUrl}/login?${LANGUAGE_PARAM}=${language}`;
}
