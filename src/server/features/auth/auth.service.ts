import { randomBytes } from 'node:crypto';
import type { LoginInput, RegisterInput, User } from '#shared/auth/auth.schemas.ts';
import { loginSchema, registerSchema } from '#shared/auth/auth.schemas.ts';
import { TRIAL_DAYS } from '#shared/marketing/plan.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, getSqlState } from '../../errors.ts';
import type { Actor } from '../../http/access.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import { welcomeEmail } from './auth.emails.ts';
import * as repo from './auth.repo.ts';
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from './password.ts';
import { createSessionToken, hashSessionToken, SESSION_LIFETIME_MS } from './session-token.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 10;
export const MAX_FAILURES_PER_IP = 100;

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

/**
 * Creates an account. With a venue name the user becomes the owner of a new venue on a trial;
 * without one, a client. Whatever role the browser sent was already stripped by the schema.
 */
export async function registerUser(deps: AppDeps, input: RegisterInput): Promise<User> {
  const data = registerSchema.parse(input);
  const passwordHash = await hashPassword(data.password);
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
      let trialEndsAt: Date | null = null;
      if (data.venueName) {
        trialEndsAt = new Date(Date.now() + TRIAL_DAYS * 24 * 60 * 60 * 1000);
        venue = await repo.insertVenue(tx, { name: data.venueName, slug: createSlug(data.venueName), trialEndsAt });
        await repo.insertMembership(tx, { userId, venueId: venue.id, role: 'owner' });
      }
      await enqueueEmail(tx, {
        venueId: venue?.id ?? null,
        to: data.email,
        ...welcomeEmail({
          firstName: data.firstName,
          venueName: venue?.name ?? null,
          trialEndsAt,
          loginUrl: `${deps.config.publicUrl}/login`,
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
  await requireUnderLoginLimits(deps, email, meta.ip);

  const user = await repo.findUserByEmail(deps.db, email);
  const passwordMatches = await verifyPassword(password, user?.passwordHash ?? UNKNOWN_USER_HASH);
  if (!user || !passwordMatches) {
    await repo.recordLoginFailure(deps.db, email, meta.ip);
    throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
  }

  await repo.clearLoginFailures(deps.db, email);
  const membership = await repo.findDefaultMembership(deps.db, user.id);
  const venueId = membership?.venueId ?? null;
  const { token, tokenHash } = createSessionToken();
  await repo.insertSession(deps.db, {
    tokenHash,
    userId: user.id,
    venueId,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  });
  return { token, user: await getUserView(deps.db, user.id, venueId) };
}

/**
 * Refuses with 429 while an email or an address has too many recent failed password checks.
 * Every place that checks a password (login, accepting an invitation) counts against the same limits.
 */
export async function requireUnderLoginLimits(deps: AppDeps, email: string, ip: string): Promise<void> {
  const now = Date.now();
  const { byEmail, byIp } = await repo.countRecentLoginFailures(deps.db, email, ip, new Date(now - LOGIN_WINDOW_MS));
  const limited = byEmail.total >= MAX_FAILURES_PER_EMAIL ? byEmail : byIp.total >= MAX_FAILURES_PER_IP ? byIp : null;
  if (!limited) return;
  const oldest = limited.oldest ? new Date(limited.oldest).getTime() : now;
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest + LOGIN_WINDOW_MS - now) / 1000));
  throw new AppError('RATE_LIMITED', 'Too many failed sign-in attempts. Please try again later.', {
    headers: { 'Retry-After': String(retryAfterSeconds) },
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

async function getUserView(db: AppDeps['db'], userId: number, venueId: number | null): Promise<User> {
  const row = await repo.findUserView(db, userId, venueId);
  if (!row) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  return { ...row, role: row.role ?? 'client' };
}

function createSlug(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  // A random suffix keeps two venues with the same name apart without a retry loop.
  return `${base || 'venue'}-${randomBytes(3).toString('hex')}`;
}
