import type { StaffRole } from '#shared/auth/roles.ts';
import type { VisibleLink } from '#shared/outbox/outbox.schemas.ts';
import { escapeHtml } from './email-layout.ts';

export const HIDDEN_LINK = '[link hidden]';

/**
 * A URL (up to, not including, trailing punctuation) or, outside any URL, a bare run of 32 or
 * more base64url characters: the shape of our tokens (`createSessionToken` makes 43).
 */
const URL_OR_TOKEN = /https?:\/\/[^\s"'<>]*[^\s"'<>.,;:!?)\]]|[A-Za-z0-9_-]{32,}/g;
const TOKEN = /^[A-Za-z0-9_-]{32,}$/;

/** Whether a URL carries a secret: any part of it (path segment, query value...) shaped like a token. */
function hasToken(url: string): boolean {
  return url.split(/[/?#&=;.:@]/).some((part) => TOKEN.test(part));
}

/**
 * Hides from an e-mail body (text or HTML) every secret its reader may not see, the one rule of
 * decision 012: a token link stays only if the e-mail declared it visible to the reader's role;
 * any other token link, and any bare token, becomes HIDDEN_LINK. Links without a token stay.
 */
export function redactSecrets(body: string, visibleLinks: readonly VisibleLink[], role: StaffRole): string {
  const visible = new Set(
    visibleLinks.filter((link) => link.roles.includes(role)).flatMap((link) => [link.url, escapeHtml(link.url)]),
  );
  return body.replace(URL_OR_TOKEN, (match) => {
    if (visible.has(match)) return match;
    if (/^https?:/.test(match) && !hasToken(match)) return match;
    return HIDDEN_LINK;
  });
}
