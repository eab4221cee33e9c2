import { randomBytes } from 'node:crypto';
import type { LoginInput, RegisterInput, User } from '#shared/auth/auth.schemas.ts';
import { loginSchema, registerSchema } from '#shared/auth/auth.schemas.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, getSqlState } from '../../errors.ts';
import type { Actor } from '../../http/access.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import { welcomeEmail } from './auth.emails.ts';
import * as repo from './auth.repo.ts';
import { createSessionToken, hashSessionToken, SESSION_LIFETIME_MS } from './session-token.ts';
import { createDefaultTemplate } from '../contracts/contract-templates.service.ts';
import { insertDefaultAutomations } from '../automations/index.ts';
import { issueEmailVerification } from './email-verification.service.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 10;
export const MAX_FAILURES_PER_IP = 100;

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

/** An account as other features may know it: never its password hash. */
export type Account = Omit<repo.UserRow, 'passwordHash'>;

/**
 * Creates an account. With a venue name the user becomes the owner of a new venue (with no
 * trial or end date: the installation is the venue's own, decision 032); without one, a client. Whatever role the browser sent was already stripped by the schema.
 * Anyone may register any address, so the account gets nothing a venue made for it until the
 * address's owner follows the welcome e-mail's link and claims it (decision 025).
 */
export async function registerUser(deps: AppDeps, input: RegisterInput): Promise<User> {
  const data = registerSchema.parse(input);
  const passwordHash = await deps.passwords.hash(data.password);
  try {
    const user = await deps.db.transaction(async (tx) => {
      const { id: userId } = await repo.insertUser(tx, {
        username: data.username || data.email,
        email: data.email,
        firstName: data.firstName,
        lastName: data.lastName,
        phone: data.phone,
        passwordHash,
      });
      let venue: { id: number; name: string } | null = null;
      if (data.venueName) {
        venue = await insertVenueWithSlug(tx, data.venueName);
        await repo.insertMembership(tx, { userId, venueId: venue.id, role: 'owner' });
        await createDefaultTemplate(tx, venue.id);
        await insertDefaultAutomations(tx, venue.id);
      }
      const verifyUrl = await issueEmailVerification(tx, userId, deps.config.publicUrl);
      await enqueueEmail(tx, {
        venueId: venue?.id ?? null,
        to: data.email,
        ...welcomeEmail({
          firstName: data.firstName,
          venueName: venue?.name ?? null,
          loginUrl: `${deps.config.publicUrl}/login`,
          verifyUrl,
        }),
      });
      return getUserView(tx, userId, venue?.id ?? null);
    });
    deps.mailer.deliverSoon();
    return user;
  } catch (error) {
    if (getSqlState(error) === '23505') {
      throw new AppError('EMAIL_TAKEN', 'An account with this email already exists');
    }
    throw error;
  }
}

/**
 * Signs in. Unknown email and wrong password answer alike, after the same password work.
 * Failures are counted in the database (shared by all instances) per email and per IP.
 */
export async function login(
  deps: AppDeps,
  input: LoginInput,
  meta: RequestMeta,
): Promise<{ token: string; user: User }> {
  const { email, password } = loginSchema.parse(input);
  const account = await requireAccountPassword(deps, email, password, meta);
  return openSessionInDefaultVenue(deps.db, account.id, meta);
}

/** Opens a session in the user's default venue (their earliest staff venue, else their earliest). */
export async function openSessionInDefaultVenue(
  db: DbOrTx,
  userId: number,
  meta: RequestMeta,
): Promise<{ token: string; user: User }> {
  const membership = await repo.findDefaultMembership(db, userId);
  return openSession(db, userId, membership?.venueId ?? null, meta);
}

/**
 * The account at `email` once its password proved right: 401 for an unknown address or a wrong
 * password (alike), 429 past the throttle. Sign-in and accepting an invitation use it.
 */
export async function requireAccountPassword(
  deps: AppDeps,
  email: string,
  password: string,
  meta: RequestMeta,
): Promise<Account> {
  const row = await repo.findUserByEmail(deps.db, email);
  await requireCorrectPassword(deps, { email, password, account: row ?? null }, meta);
  const { passwordHash: _hash, ...account } = row!;
  return account;
}

/**
 * Opens a session for a user in a venue and answers like sign-in does: the bearer token (shown
 * once; only its hash is stored) and the user. Signing in and accepting an invitation use it.
 */
export async function openSession(
  db: DbOrTx,
  userId: number,
  venueId: number | null,
  meta: RequestMeta,
): Promise<{ token: string; user: User }> {
  const { token, tokenHash } = createSessionToken();
  await repo.insertSession(db, {
    tokenHash,
    userId,
    venueId,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  });
  return { token, user: await getUserView(db, userId, venueId) };
}

/**
 * The one way a password is checked (signing in, accepting an invitation with an existing
 * account, changing the password). The attempt is counted before the password is verified, under a per-email lock, so
 * parallel guesses cannot all slip under the limit; a right password clears the count and
 * upgrades a hash made with older parameters.
 */
export async function requireCorrectPassword(
  deps: AppDeps,
  attempt: { email: string; password: string; account: { id: number; passwordHash: string } | null },
  meta: RequestMeta,
): Promise<void> {
  const { email, password, account } = attempt;
  await recordAttemptUnderLimits(deps, email, meta.ip);
  const invalid = new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
  if (!account) {
    await deps.passwords.verifyUnknownUser(password);
    throw invalid;
  }
  const { matches, needsRehash } = await deps.passwords.verify(password, account.passwordHash);
  // A failed check leaves its recorded attempt behind: that is the failure the limit counts.
  if (!matches) throw invalid;
  await repo.clearLoginFailures(deps.db, email);
  if (needsRehash) await repo.updatePasswordHash(deps.db, account.id, await deps.passwords.hash(password));
}

/**
 * Refuses with 429 while an email or an address has too many recent failed password checks;
 * otherwise records this attempt as a failure until the password proves right.
 */
async function recordAttemptUnderLimits(deps: AppDeps, email: string, ip: string): Promise<void> {
  const now = Date.now();
  await deps.db.transaction(async (tx) => {
    await repo.lockLoginAttempts(tx, email, ip);
    const { byEmail, byIp } = await repo.countRecentLoginFailures(tx, email, ip, new Date(now - LOGIN_WINDOW_MS));
    const limited = byEmail.total >= MAX_FAILURES_PER_EMAIL ? byEmail : byIp.total >= MAX_FAILURES_PER_IP ? byIp : null;
    if (limited) {
      const oldest = limited.oldest ? new Date(limited.oldest).getTime() : now;
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest + LOGIN_WINDOW_MS - now) / 1000));
      throw new AppError('RATE_LIMITED', 'Too many failed sign-in attempts. Please try again later.', {
        headers: { 'Retry-After': String(retryAfterSeconds) },
      });
    }
    await repo.recordLoginFailure(tx, email, ip);
  });
}

export async function logout(deps: AppDeps, actor: Actor): Promise<void> {
  await repo.revokeSession(deps.db, actor.sessionId);
}

export async function getProfile(deps: AppDeps, actor: Actor): Promise<User> {
  return getUserView(deps.db, actor.userId, actor.venueId);
}

/** Resolves a bearer token to the signed-in user; null when unknown, expired or revoked. */
export async function resolveSession(deps: AppDeps, token: string): Promise<Actor | null> {
  const session = await repo.findActiveSession(deps.db, hashSessionToken(token));
  if (!session) return null;
  return {
    userId: session.userId,
    sessionId: session.sessionId,
    venueId: session.venueId,
    role: session.role ?? 'client',
  };
}

/** Whether the session behind a long-lived request (the notifications stream) still works. */
export async function isSessionActive(deps: AppDeps, sessionId: number): Promise<boolean> {
  return repo.isSessionActive(deps.db, sessionId);
}

/** The user as the API shows them, in the given venue (their role there, its name and zone). */
export async function getUserView(db: DbOrTx, userId: number, venueId: number | null): Promise<User> {
  const row = await repo.findUserView(db, userId, venueId);
  if (!row) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  return { ...row, role: row.role ?? 'client' };
}

/**
 * A new venue whose public address (/inquire/{slug}) comes from its name: 'Casa Blanca' →
 * 'casa-blanca', or with a random suffix when another venue has it (owners can change it in
 * Settings). The first try runs in a savepoint, so losing a race for the name only costs a retry.
 */
async function insertVenueWithSlug(tx: Tx, name: string) {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 33)
      .replace(/^-+|-+$/g, '') || 'venue';
  const slug = base.length >= 3 ? base : `${base}-venue`;
  try {
    return await tx.transaction((savepoint) => repo.insertVenue(savepoint, { name, slug }));
  } catch (error) {
    if (getSqlState(error) !== '23505') throw error;
    return repo.insertVenue(tx, { name, slug: `${slug}-${randomBytes(3).toString('hex')}` });
  }
}
