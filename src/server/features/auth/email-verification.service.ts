import type { Language } from '#shared/i18n/languages.ts';
import { LANGUAGE_PARAM } from '#shared/i18n/select-language.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../http/access.ts';
import { countRequest } from '../../http/rate-limits.repo.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import { insertAccountLink } from './account-links.repo.ts';
import { verificationEmail } from './auth.emails.ts';
import * as repo from './auth.repo.ts';
import { createSessionToken } from './session-token.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const VERIFICATION_DAYS = 7;
/** New verification links one account may ask for in an hour: each one is an e-mail to the address. */
export const VERIFICATION_LINKS_PER_HOUR = 3;

/**
 * A new verification link for the user, inside the caller's transaction; the token goes in the
 * e-mail only. Following it claims the account (`claimAccount`, decision 025).
 */
export async function issueEmailVerification(db: DbOrTx, userId: number, publicUrl: string): Promise<string> {
  const { token, tokenHash } = createSessionToken();
  const expiresAt = new Date(Date.now() + VERIFICATION_DAYS * DAY_MS);
  await insertAccountLink(db, 'verify-email', { userId, tokenHash, expiresAt });
  return `${publicUrl}/verify-email/${token}`;
}

/**
 * E-mails the signed-in user a new verification link (the Profile page's "Send a new link"),
 * when the address is not verified yet; a few an hour per account, so nobody floods an address.
 * `language` is the page's the link was asked from (a client's Profile): the e-mail and its link
 * are in it, as the password reset's are (decision 075); without it, the account's language.
 */
export async function resendEmailVerification(deps: AppDeps, actor: Actor, requested?: Language): Promise<void> {
  const user = await repo.findUserById(deps.db, actor.userId);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  if (user.emailVerified) throw new AppError('CONFLICT', 'Your e-mail address is already verified');
  const { hits, ttl } = await countRequest(deps.db, `verification-link:user:${user.id}`, 60 * 60 * 1000);
  if (hits > VERIFICATION_LINKS_PER_HOUR) {
    throw new AppError('RATE_LIMITED', 'We sent several links already. Please check your e-mail or try again later.', {
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(ttl / 1000))) },
    });
  }
  await deps.db.transaction(async (tx) => {
    const verifyUrl = await issueEmailVerification(tx, user.id, deps.config.publicUrl);
    // A couple's account is written to in their booking's language, its link opening the page in it (decision 068).
    const language = requested ?? (await repo.findClientLanguage(tx, user.id));
    await enqueueEmail(tx, {
      venueId: null,
      to: user.email,
      ...verificationEmail({
        firstName: user.firstName,
        verifyUrl: language ? `${verifyUrl}?${LANGUAGE_PARAM}=${language}` : verifyUrl,
        language: language ?? 'en',
      }),
    });
  });
  deps.mailer.deliverSoon();
}
