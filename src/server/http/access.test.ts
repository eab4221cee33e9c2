import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships } from '#server/db/schema.ts';
import { addStaffMember, signUpClient, signUpOwner } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { requireStaff } from './access.ts';

// Routes that declare nothing, and one needing an owner-only permission, registered exactly like real ones.
const { app } = await createTestApp({
  extraRoutes: (scope) => {
    scope.get('/api/probe/undeclared', async (request) => ({ venueId: requireStaff(request).venueId }));
    scope.post('/api/probe/undeclared', async () => ({ wrote: true }));
    scope.get('/api/probe/owners-only', { config: { access: 'team:manage' } }, async () => ({ ok: true }));
  },
});

describe('access control', () => {
  it('closes a route that declares no access to visitors (401)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/probe/undeclared' });
    expect(response.statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/probe/undeclared' })).statusCode).toBe(401);
  });

  it('closes a route that declares no access to clients (403)', async () => {
    const client = await signUpClient(app);
    const response = await app.inject({ method: 'GET', url: '/api/probe/undeclared', headers: client.auth });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it('opens a route that declares no access to staff, with their venue from the session', async () => {
    const owner = await signUpOwner(app);
    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    for (const member of [owner, coordinator]) {
      const response = await app.inject({ method: 'GET', url: '/api/probe/undeclared', headers: member.auth });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ venueId: owner.user.venueId });
    }
  });

  it('applies a permission of the matrix', async () => {
    const owner = await signUpOwner(app);
    const manager = await addStaffMember(app, owner.user.venueId!, 'manager');
    expect((await app.inject({ method: 'GET', url: '/api/probe/owners-only', headers: owner.auth })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'GET', url: '/api/probe/owners-only', headers: manager.auth })).statusCode).toBe(
      403,
    );
  });

  it('ends staff access at once when the membership is removed', async () => {
    const owner = await signUpOwner(app);
    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    await app.deps.db.delete(memberships).where(eq(memberships.userId, coordinator.user.id));
    const response = await app.inject({ method: 'GET', url: '/api/probe/undeclared', headers: coordinator.auth });
    expect(response.statusCode).toBe(403);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
