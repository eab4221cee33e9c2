import { changePasswordSchema, type ChangePasswordInput } from '#shared/auth/auth.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../http/access.ts';
import * as repo from './auth.repo.ts';
import { requireCorrectPassword, type RequestMeta } from './auth.service.ts';

const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';

/**
 * The Profile page's password change. The current password is checked like a sign-in (the same
 * throttle counts it); the new one replaces it and every other session of the account ends,
 * while this one stays.
 */
export async function changePassword(
  deps: AppDeps,
  actor: Actor,
  input: ChangePasswordInput,
  meta: RequestMeta,
): Promise<void> {
  const { currentPassword, newPassword } = changePasswordSchema.parse(input);
  const account = await repo.findUserById(deps.db, actor.userId);
  if (!account) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  try {
    await requireCorrectPassword(deps, { email: account.email, password: currentPassword, account }, meta);
  } catch (error) {
    // A 401 would end the session in the browser (spec §4): a wrong current password is a field error.
    if (!(error instanceof AppError) || error.code !== 'INVALID_CREDENTIALS') throw error;
    throw new AppError('VALIDATION_FAILED', WRONG_CURRENT_PASSWORD, {
      fieldErrors: { currentPassword: [WRONG_CURRENT_PASSWORD] },
    });
  }
  const passwordHash = await deps.passwords.hash(newPassword);
  await deps.db.transaction(async (tx) => {
    await repo.updatePasswordHash(tx, actor.userId, passwordHash);
    await repo.revokeUserSessions(tx, actor.userId, actor.sessionId);
  });
}
