import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_PARAM, type Language } from './languages.ts';

/** The name of the cookie that keeps a visitor's choice, read by the browser and the server alike. */
export const LANGUAGE_COOKIE = 'venuedesk_lang';
/** The address parameter that names a page's language: ?lang=es. */
export { LANGUAGE_PARAM };

export interface LanguageSources {
  /** ?lang= of the address. */
  query?: string | null;
  /** The visitor's saved choice (the language cookie). */
  saved?: string | null;
  /** The Accept-Language header, or the browser's navigator.languages in order. */
  acceptLanguage?: string | readonly string[] | null;
  /** The venue's default client language. */
  venueDefault?: Language | null;
}

/** 'es-MX' → 'es'; 'EN' → 'en'; a language we do not have → null. */
export function toLanguage(tag: string | null | undefined): Language | null {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(primary) ? primary : null;
}

/**
 * The language tags of an Accept-Language header, most wanted first (RFC 9110 §12.5.4): a tag
 * without q is q=1, q=0 means "not this one", and tags of equal weight keep their order.
 */
export function parseAcceptLanguage(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=(.*)$/i.exec(param)?.[1]).find((value) => value !== undefined);
      // A weight that is not a number counts as none (q=0), not as the full weight of a bare tag.
      const weight = q === undefined ? 1 : /^\s*[0-9.]+\s*$/.test(q) ? Number(q) : 0;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

function fromAcceptLanguage(accept: LanguageSources['acceptLanguage']): Language | null {
  if (!accept) return null;
  const tags = typeof accept === 'string' ? parseAcceptLanguage(accept) : accept;
  for (const tag of tags) {
    const language = toLanguage(tag);
    if (language) return language;
  }
  return null;
}

/**
 * The language of a page a visitor sees, the same in the browser and in the server's render:
 * ?lang=, then the saved choice, then the first language of Accept-Language that we have,
 * then the venue's default client language, then English. A value we do not have is skipped.
 */
export function selectLanguage(sources: LanguageSources): Language {
  return (
    toLanguage(sources.query) ??
    toLanguage(sources.saved) ??
    fromAcceptLanguage(sources.acceptLanguage) ??
    sources.venueDefault ??
    DEFAULT_LANGUAGE
  );
}

/** The value of the language cookie in a Cookie header (or document.cookie), if any. */
export function readLanguageCookie(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}
