import { createHash } from 'node:crypto';
import {
  PASSWORD_RESET_TTL_MINUTES,
  passwordResetRequestSchema,
  type PasswordResetRequestInput,
} from '#shared/auth/auth.schemas.ts';
import { LANGUAGE_PARAM } from '#shared/i18n/select-language.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { countRequest } from '../../http/rate-limits.repo.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import { insertAccountLink } from './account-links.repo.ts';
import { passwordResetEmail } from './auth.emails.ts';
import * as repo from './auth.repo.ts';
import { createSessionToken } from './session-token.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Reset requests one address may receive in an hour, whether or not an account uses it. */
export const RESET_REQUESTS_PER_EMAIL_PER_HOUR = 5;

/**
 * "Forgot password?": e-mails the account at this address a single-use link to choose a new
 * password, valid for an hour (only its SHA-256 is stored; the outbox listing hides it, decision
 * 012). The caller answers the same whether or not an account uses the address, and the limit
 * counts the address either way, so neither the answer nor the limit tells who has an account.
 */
export async function requestPasswordReset(deps: AppDeps, input: PasswordResetRequestInput): Promise<void> {
  const { email, language } = passwordResetRequestSchema.parse(input);
  const account = await repo.findUserByEmail(deps.db, email);
  const { token, tokenHash } = createSessionToken();
  // Asked from a page in a couple's language, the e-mail is in it and its links open their pages in
  // it; asked from staff's plain page (no language), English as before (decision 075). The account
  // is not asked for a language, so both answers still cost the same.
  const query = language ? `?${LANGUAGE_PARAM}=${language}` : '';
  const resetUrl = `${deps.config.publicUrl}/reset-password/${token}${query}`;
  // Both answers commit one transaction (the count, plus the link and the e-mail when there is an
  // account), so they take about the same time.
  const sent = await deps.db.transaction(async (tx) => {
    await requireUnderResetLimit(tx, email);
    if (!account) return false;
    await insertAccountLink(tx, 'reset-password', {
      userId: account.id,
      tokenHash,
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60 * 1000),
    });
    await enqueueEmail(tx, {
      venueId: null,
      to: account.email,
      ...passwordResetEmail({
        firstName: account.firstName,
        resetUrl,
        forgotUrl: `${deps.config.publicUrl}/forgot-password${query}`,
        language: language ?? 'en',
      }),
    });
    return true;
  });
  if (sent) deps.mailer.deliverSoon();
}

/**
 * Counts the request against the address (hashed: no list of addresses is kept); 429 past the
 * limit. A refused request rolls its count back, so it does not push the window further.
 */
async function requireUnderResetLimit(tx: DbOrTx, email: string): Promise<void> {
  const key = `password-reset:${createHash('sha256').update(email).digest('hex')}`;
  const { hits, ttl } = await countRequest(tx, key, HOUR_MS);
  if (hits > RESET_REQUESTS_PER_EMAIL_PER_HOUR) {
    throw new AppError('RATE_LIMITED', 'Too many password reset requests for this address. Please try again later.', {
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(ttl / 1000))) },
    });
  }
}
