import { randomBytes } from 'node:crypto';
import type { LoginResponse, User } from '#shared/auth/auth.schemas.ts';
import type { StaffRole } from '#shared/auth/roles.ts';
import type { App } from '#server/app.ts';
import { memberships } from '#server/db/schema.ts';

export const TEST_PASSWORD = 'correct-horse-battery';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

/** An address in 198.18.0.0/15 (benchmarking range), so factory calls stay clear of per-address limits. */
function randomTestAddress(): string {
  return `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
}

export interface SignedIn {
  token: string;
  user: User;
  email: string;
  auth: { authorization: string };
}

export async function registerUser(
  app: App,
  overrides: { email?: string; venueName?: string; firstName?: string; lastName?: string } = {},
): Promise<{ email: string; user: User }> {
  const email = overrides.email ?? uniqueEmail();
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    // Each factory sign-up comes from its own address, clear of the per-IP sign-up limit.
    remoteAddress: randomTestAddress(),
    payload: {
      username: email,
      email,
      password: TEST_PASSWORD,
      firstName: overrides.firstName ?? 'Test',
      lastName: overrides.lastName ?? 'User',
      role: 'client',
      ...(overrides.venueName ? { venueName: overrides.venueName } : {}),
    },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { email, user: response.json<{ user: User }>().user };
}

export async function signIn(app: App, email: string, password = TEST_PASSWORD): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: randomTestAddress(),
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const body = response.json<LoginResponse>();
  return { ...body, email, auth: { authorization: `Bearer ${body.token}` } };
}

/** A new venue and its signed-in owner. */
export async function signUpOwner(app: App, venueName = 'Rosewood Hall'): Promise<SignedIn> {
  const { email } = await registerUser(app, { venueName });
  return signIn(app, email);
}

export async function signUpClient(app: App): Promise<SignedIn> {
  const { email } = await registerUser(app);
  return signIn(app, email);
}

/** A staff member added to an existing venue (the team-invitation flow arrives with settings). */
export async function addStaffMember(app: App, venueId: number, role: StaffRole): Promise<SignedIn> {
  const { email, user } = await registerUser(app);
  await app.deps.db.insert(memberships).values({ userId: user.id, venueId, role });
  return signIn(app, email);
}
