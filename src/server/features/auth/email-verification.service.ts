import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { linkBookingsToVerifiedClient } from '../bookings/bookings.service.ts';
import * as repo from './auth.repo.ts';
import { createSessionToken, hashSessionToken } from './session-token.ts';

const VERIFICATION_DAYS = 7;

/** A new verification link for the user, inside the sign-up transaction; the token goes in the e-mail only. */
export async function issueEmailVerification(db: DbOrTx, userId: number, publicUrl: string): Promise<string> {
  const { token, tokenHash } = createSessionToken();
  const expiresAt = new Date(Date.now() + VERIFICATION_DAYS * 24 * 60 * 60 * 1000);
  await repo.insertEmailVerification(db, { userId, tokenHash, expiresAt });
  return `${publicUrl}/verify-email/${token}`;
}

/**
 * Follows the link e-mailed at sign-up: the address is verified, and only then is the person
 * linked to the bookings venues made for it (and made those venues' client), in one transaction.
 * Unknown links answer 404, used or expired ones 410.
 */
export async function verifyEmail(deps: AppDeps, token: string): Promise<{ linkedBookings: number }> {
  const verification = await repo.findEmailVerification(deps.db, hashSessionToken(token));
  if (!verification) throw new AppError('NOT_FOUND', 'This verification link does not exist');
  const gone = () => new AppError('GONE', 'This verification link has been used or has expired.');
  if (!verification.isUsable) throw gone();
  return deps.db.transaction(async (tx) => {
    if (!(await repo.claimEmailVerification(tx, verification.id))) throw gone();
    await repo.markEmailVerified(tx, verification.userId);
    const linked = await linkBookingsToVerifiedClient(tx, verification.userId, verification.email);
    await repo.addClientMemberships(tx, verification.userId, linked.venueIds);
    return { linkedBookings: linked.bookings };
  });
}
