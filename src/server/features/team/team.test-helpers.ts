import { randomBytes } from 'node:crypto';
import { and, count, eq, like } from 'drizzle-orm';
import type { LoginResponse } from '#shared/auth/auth.schemas.ts';
import type { Invitation } from '#shared/team/team.schemas.ts';
import type { App } from '#server/app.ts';
import { invitations, memberships, outbox } from '#server/db/schema.ts';
import { registerUser, signIn, uniqueEmail, type SignedIn } from '#tests/factories.ts';

/** A fresh address per public call, clear of the per-address limit (tested on its own). */
export function randomAddress(): string {
  return `198.19.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
}

/** A new venue whose signed-in owner has a known name (it appears in invitations). */
export async function signUpNamedOwner(app: App, venueName = 'Rosewood Hall'): Promise<SignedIn> {
  const { email } = await registerUser(app, { venueName, firstName: 'Olivia', lastName: 'Owner' });
  return signIn(app, email);
}

export function postInvitation(app: App, who: SignedIn, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/team/invitations', headers: who.auth, payload });
}

export interface CreatedInvitation {
  email: string;
  token: string;
  inviteUrl: string;
  invitation: Invitation;
}

export async function invite(
  app: App,
  who: SignedIn,
  overrides: { email?: string; role?: 'manager' | 'coordinator' } = {},
): Promise<CreatedInvitation> {
  const email = overrides.email ?? uniqueEmail('invitee');
  const response = await postInvitation(app, who, { email, role: overrides.role ?? 'coordinator' });
  if (response.statusCode !== 201) throw new Error(`invite failed: ${response.statusCode} ${response.body}`);
  const body = response.json<{ inviteUrl: string; invitation: Invitation }>();
  return { email, token: body.inviteUrl.split('/').pop()!, ...body };
}

export function getPreview(app: App, token: string, remoteAddress = randomAddress()) {
  return app.inject({ method: 'GET', url: `/api/invitations/${token}`, remoteAddress });
}

export function postAccept(app: App, token: string, payload: Record<string, unknown>, remoteAddress = randomAddress()) {
  return app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, payload, remoteAddress });
}

export function asSignedIn(body: LoginResponse): SignedIn {
  return { ...body, email: body.user.email, auth: { authorization: `Bearer ${body.token}` } };
}

export async function invitationCount(app: App, venueId: number): Promise<number> {
  const [row] = await app.deps.db.select({ total: count() }).from(invitations).where(eq(invitations.venueId, venueId));
  return row!.total;
}

/** Invitation e-mails queued to an address (sign-up also queues a welcome e-mail). */
export function invitationEmailsTo(app: App, to: string) {
  return app.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), like(outbox.subject, '% invited you to %')));
}

export async function membershipRole(app: App, venueId: number, userId: number): Promise<string | null> {
  const [row] = await app.deps.db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.venueId, venueId), eq(memberships.userId, userId)));
  return row?.role ?? null;
}

export function getJson(app: App, url: string, who: SignedIn) {
  return app.inject({ method: 'GET', url, headers: who.auth });
}

export async function tally(requests: Promise<{ statusCode: number }>[]): Promise<Record<number, number>> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of await Promise.all(requests)) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}
