import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitations, memberships, users, venues } from '#server/db/schema.ts';
import { registerUser, signIn, signUpClient, signUpOwner, TEST_PASSWORD } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { asSignedIn, getJson, getPreview, invite, membershipRole, postAccept, tally } from './team.test-helpers.ts';

const { app } = await createTestApp();
// Issue #13: a used, revoked or expired invitation is gone (410); one that never existed is 404.
const NO_LONGER_VALID = { code: 'GONE', message: 'This invitation has been used or has expired. Ask for a new one.' };
const UNKNOWN = { code: 'NOT_FOUND', message: 'This invitation does not exist' };
const NEW_ACCOUNT = { firstName: 'Nina', lastName: 'New', password: 'new-password-1' };

async function membershipCount(venueId: number) {
  return (await app.deps.db.select().from(memberships).where(eq(memberships.venueId, venueId))).length;
}

describe('GET /api/invitations/:token', () => {
  it('previews an open invitation, saying whether the address has an account', async () => {
    const owner = await signUpOwner(app, 'Preview Hall');
    const fresh = await invite(app, owner, { role: 'manager' });
    expect((await getPreview(app, fresh.token)).json()).toEqual({
      email: fresh.email,
      role: 'manager',
      venueName: 'Preview Hall',
      hasAccount: false,
      // A team member's invitation has no couple's language; the page stays English.
      language: null,
      venue: {
        logo: null,
        primaryColor: '#8B5A6B',
        secondaryColor: '#6B7280',
        accentColor: '#10B981',
        homeUrl: expect.stringMatching(/^\/inquire\/[a-z0-9-]+$/) as string,
      },
    });
    const { email } = await registerUser(app);
    const known = await invite(app, owner, { email });
    expect((await getPreview(app, known.token)).json().hasAccount).toBe(true);
  });

  it('carries the venue’s brand, and its website as the way back when Settings name one', async () => {
    const owner = await signUpOwner(app, 'Branded Hall');
    const saved = await app.deps.db
      .update(venues)
      .set({ website: 'https://branded-hall.example', primaryColor: '#123456', logo: 'data:image/png;base64,AAAA' })
      .where(eq(venues.id, owner.user.venueId!))
      .returning({ slug: venues.slug });
    expect(saved).toHaveLength(1);
    const created = await invite(app, owner, { role: 'coordinator' });
    expect((await getPreview(app, created.token)).json().venue).toEqual({
      logo: 'data:image/png;base64,AAAA',
      primaryColor: '#123456',
      secondaryColor: '#6B7280',
      accentColor: '#10B981',
      homeUrl: 'https://branded-hall.example',
    });
    await app.deps.db.update(venues).set({ website: null }).where(eq(venues.id, owner.user.venueId!));
    expect((await getPreview(app, created.token)).json().venue.homeUrl).toBe(`/inquire/${saved[0]!.slug}`);
  });

  it('answers 404 for an unknown token and 410 for an expired one', async () => {
    const owner = await signUpOwner(app);
    const created = await invite(app, owner);
    expect((await getPreview(app, 'x'.repeat(43))).json()).toEqual(UNKNOWN);
    await app.deps.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(invitations.id, created.invitation.id));
    const expired = await getPreview(app, created.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual(NO_LONGER_VALID);
    expect((await postAccept(app, created.token, NEW_ACCOUNT)).json()).toEqual(NO_LONGER_VALID);
    expect(await membershipCount(owner.user.venueId!)).toBe(1);
  });

  it('answers 429 after 20 requests an hour from one address', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await getPreview(app, 'y'.repeat(43), '203.0.113.7')).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('POST /api/invitations/:token/accept, new account', () => {
  it('requires first and last name, and leaves the invitation open', async () => {
    const owner = await signUpOwner(app);
    const created = await invite(app, owner);
    const response = await postAccept(app, created.token, { password: 'new-password-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'First name is required',
      fieldErrors: { firstName: ['First name is required'], lastName: ['Last name is required'] },
    });
    expect((await postAccept(app, created.token, { ...NEW_ACCOUNT, password: '123' })).statusCode).toBe(400);
    expect(await app.deps.db.select().from(users).where(eq(users.email, created.email))).toEqual([]);
    expect((await getPreview(app, created.token)).statusCode).toBe(200);
  });

  it('creates the account, signs it in to the venue and works once', async () => {
    const owner = await signUpOwner(app, 'Accept Hall');
    const created = await invite(app, owner, { role: 'manager' });
    const response = await postAccept(app, created.token, NEW_ACCOUNT);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toEqual({
      id: expect.any(Number),
      username: created.email,
      firstName: 'Nina',
      lastName: 'New',
      email: created.email,
      role: 'manager',
      venueId: owner.user.venueId,
      venueName: 'Accept Hall',
      venueTimeZone: 'America/Los_Angeles',
      // Accepting proves nothing about the address: the inviting staff hold the link too.
      emailVerified: false,
    });
    const newcomer = asSignedIn(body);
    expect((await getJson(app, '/api/team', newcomer)).statusCode).toBe(200);
    expect((await postAccept(app, created.token, NEW_ACCOUNT)).json()).toEqual(NO_LONGER_VALID);

    const login = await signIn(app, created.email, 'new-password-1');
    expect(login.user).toMatchObject({ id: body.user.id, role: 'manager', venueId: owner.user.venueId });
    const [row] = await app.deps.db.select().from(invitations).where(eq(invitations.id, created.invitation.id));
    expect(row).toMatchObject({ acceptedBy: body.user.id, acceptedAt: expect.any(Date) });
  });

  it.each([1, 2, 3])('round %i: exactly one of 10 simultaneous accepts wins', async () => {
    const owner = await signUpOwner(app);
    const created = await invite(app, owner);
    const counts = await tally(Array.from({ length: 10 }, () => postAccept(app, created.token, NEW_ACCOUNT)));
    expect(counts).toEqual({ 201: 1, 410: 9 });
    expect(await app.deps.db.select().from(users).where(eq(users.email, created.email))).toHaveLength(1);
    expect(await membershipCount(owner.user.venueId!)).toBe(2);
  });
});

describe('POST /api/invitations/:token/accept, existing account', () => {
  it('counts wrong passwords against the sign-in throttle of that email, and refuses with 429 past it', async () => {
    const owner = await signUpOwner(app);
    const { email } = await registerUser(app);
    const created = await invite(app, owner, { email });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await postAccept(app, created.token, { password: `wrong-${attempt}` })).statusCode).toBe(401);
    }
    const locked = await postAccept(app, created.token, { password: TEST_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(429);
  });

  it('refuses a wrong password with 401 and adds nothing; the right one adds the membership', async () => {
    const owner = await signUpOwner(app, 'Joined Hall');
    const { email, user } = await registerUser(app, { firstName: 'Ken', lastName: 'Known' });
    const created = await invite(app, owner, { email });

    const wrong = await postAccept(app, created.token, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    expect(await membershipRole(app, owner.user.venueId!, user.id)).toBeNull();

    const right = await postAccept(app, created.token, {
      firstName: 'Changed',
      lastName: 'Name',
      password: TEST_PASSWORD,
    });
    expect(right.statusCode).toBe(201);
    expect(right.json().user).toMatchObject({
      id: user.id,
      firstName: 'Ken',
      lastName: 'Known',
      role: 'coordinator',
      venueId: owner.user.venueId,
      venueName: 'Joined Hall',
    });
    expect(await membershipRole(app, owner.user.venueId!, user.id)).toBe('coordinator');
    expect((await postAccept(app, created.token, { password: TEST_PASSWORD })).json()).toEqual(NO_LONGER_VALID);
  });

  it('refuses an account that already has a membership in the venue with 409, leaving the invitation open', async () => {
    const owner = await signUpOwner(app);
    const client = await signUpClient(app);
    await app.deps.db
      .insert(memberships)
      .values({ userId: client.user.id, venueId: owner.user.venueId!, role: 'client' });
    const created = await invite(app, owner, { email: client.email });
    const response = await postAccept(app, created.token, { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(await membershipRole(app, owner.user.venueId!, client.user.id)).toBe('client');
    expect((await getPreview(app, created.token)).statusCode).toBe(200);
  });

  it('round: exactly one of 10 simultaneous accepts by an existing account wins', async () => {
    const owner = await signUpOwner(app);
    const { email, user } = await registerUser(app);
    const created = await invite(app, owner, { email });
    const counts = await tally(
      Array.from({ length: 10 }, () => postAccept(app, created.token, { password: TEST_PASSWORD })),
    );
    expect(counts).toEqual({ 201: 1, 410: 9 });
    expect(await membershipRole(app, owner.user.venueId!, user.id)).toBe('coordinator');
  });
});
