import type { AccountLinkPreview, LoginResponse } from '#shared/auth/auth.schemas.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import * as linksRepo from './account-links.repo.ts';
import type { AccountLinkKind } from './account-links.repo.ts';
import * as repo from './auth.repo.ts';
import { openSessionInDefaultVenue, type RequestMeta } from './auth.service.ts';
import { hashSessionToken } from './session-token.ts';

const linkMessages = {
  'verify-email': {
    unknown: 'This verification link does not exist',
    gone: 'This verification link has been used or has expired.',
  },
  'reset-password': {
    unknown: 'This password reset link does not exist',
    gone: 'This password reset link has been used or has expired.',
  },
} as const satisfies Record<AccountLinkKind, { unknown: string; gone: string }>;

/** A usable link: 404 when the token never existed, 410 when it was used or has expired. */
async function requireUsableLink(db: DbOrTx, kind: AccountLinkKind, token: string) {
  const link = await linksRepo.findAccountLink(db, kind, hashSessionToken(token));
  if (!link) throw new AppError('NOT_FOUND', linkMessages[kind].unknown);
  if (!link.isUsable) throw new AppError('GONE', linkMessages[kind].gone);
  return link;
}

/** What the page of a link shows before its form: the address whose account it opens. */
export async function getAccountLinkPreview(
  deps: AppDeps,
  kind: AccountLinkKind,
  token: string,
): Promise<AccountLinkPreview> {
  const link = await requireUsableLink(deps.db, kind, token);
  const language = kind === 'verify-email' ? await repo.findClientLanguage(deps.db, link.userId) : null;
  return { email: link.email, language };
}

/**
 * Follows a link only the address's mailbox received (sign-up's verification link or a password
 * reset) with a password chosen in this browser: the account is claimed (decision 025). The
 * password is replaced, the address marked verified, every session of the account ended and every
 * other link of it used up, and this browser signed in, in one transaction: so whoever registered
 * someone else's address loses the account the moment its owner follows the link.
 */
export async function claimAccount(
  deps: AppDeps,
  kind: AccountLinkKind,
  token: string,
  password: string,
  meta: RequestMeta,
): Promise<LoginResponse> {
  const link = await requireUsableLink(deps.db, kind, token);
  // scrypt is slow and needs no lock: hash before the transaction.
  const passwordHash = await deps.passwords.hash(password);
  return deps.db.transaction(async (tx) => {
    if (!(await linksRepo.claimAccountLink(tx, kind, link.id))) {
      throw new AppError('GONE', linkMessages[kind].gone);
    }
    await repo.updatePasswordHash(tx, link.userId, passwordHash);
    await repo.markEmailVerified(tx, link.userId);
    await linksRepo.useUpAccountLinks(tx, link.userId);
    await repo.revokeUserSessions(tx, link.userId, null);
    // Failures counted against the address before its owner took it back no longer apply.
    await repo.clearLoginFailures(tx, link.email);
    return openSessionInDefaultVenue(tx, link.userId, meta);
  });
}
