import { describe, expect, it } from 'vitest';
import { permissionRoles, type Permission } from '#shared/auth/permissions.ts';
import type { staffRoles } from '#shared/auth/roles.ts';
import { addStaffMember, signUpClient, signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import type { Access } from './access.ts';

// Issue #5: the permission matrix is data (src/shared/auth/permissions.ts) and every route is
// tested against it. This table says which access each route must declare; a new route fails
// this test until it is listed here, so no route's access is decided by accident.
const expectedAccess: Record<string, Access> = {
  'GET /api/health': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/verify-email': 'public',
  'POST /api/auth/logout': 'signed-in',
  'GET /api/user/profile': 'signed-in',
  // The links that prove an address (decision 025): the token is the key.
  'GET /api/auth/verify-email/:token': 'public',
  'POST /api/auth/password-reset': 'public',
  'GET /api/auth/password-reset/:token': 'public',
  'POST /api/auth/password-reset/:token': 'public',
  // The Profile page: anyone signed in, staff or client, for their own account.
  'PUT /api/user/password': 'signed-in',
  'POST /api/user/email-verification': 'signed-in',
  'POST /api/contact': 'public',
  'GET /api/docs': 'public',
  'GET /api/outbox': 'outbox:manage',
  'GET /api/outbox/:id': 'outbox:manage',
  'GET /api/outbox/status': 'outbox:manage',
  'GET /api/public/email-delivery': 'public',
  'POST /api/outbox/:id/retry': 'outbox:manage',
  'GET /api/bookings': 'bookings:read',
  'GET /api/bookings/calendar': 'bookings:read',
  'GET /api/bookings/:id': 'bookings:read',
  'POST /api/bookings': 'bookings:write',
  'PATCH /api/bookings/:id': 'bookings:write',
  'DELETE /api/bookings/:id': 'bookings:write',
  'GET /api/dashboard/stats': 'dashboard:read',
  'GET /api/dashboard/activity': 'dashboard:read',
  'GET /api/settings': 'settings:read',
  'PUT /api/settings': 'settings:write',
  'GET /api/team': 'team:read',
  'PATCH /api/team/:userId': 'team:manage',
  'DELETE /api/team/:userId': 'team:manage',
  'GET /api/team/invitations': 'team:read',
  'POST /api/team/invitations': 'team:invite',
  'DELETE /api/team/invitations/:id': 'team:invite',
  'GET /api/leads': 'leads:read',
  'GET /api/leads/counts': 'leads:read',
  'GET /api/leads/:id': 'leads:read',
  'POST /api/leads': 'leads:write',
  'PATCH /api/leads/:id': 'leads:write',
  'DELETE /api/leads/:id': 'leads:write',
  'POST /api/leads/:id/convert': 'leads:write',
  'GET /api/leads/:id/matches': 'leads:read',
  'POST /api/leads/:id/reply-draft': 'leads:write',
  'POST /api/leads/:id/reply': 'leads:write',
  'GET /api/public/venues/:slug': 'public',
  'GET /api/public/venues/:slug/logo': 'public',
  'GET /api/public/venues/:slug/availability': 'public',
  'POST /api/public/venues/:slug/inquiries': 'public',
  'GET /api/contract-templates': 'contracts:read',
  'POST /api/contract-templates': 'contract-templates:write',
  'PATCH /api/contract-templates/:id': 'contract-templates:write',
  'DELETE /api/contract-templates/:id': 'contract-templates:write',
  'GET /api/contracts': 'contracts:read',
  'GET /api/contracts/counts': 'contracts:read',
  'GET /api/contracts/:id': 'contracts:read',
  'POST /api/contracts': 'contracts:write',
  'PATCH /api/contracts/:id': 'contracts:write',
  'POST /api/contracts/:id/send': 'contracts:write',
  'POST /api/contracts/:id/revoke': 'contracts:write',
  'POST /api/contracts/:id/countersign': 'contracts:countersign',
  'GET /api/contracts/:id/audit': 'contracts:read',
  'GET /api/contracts/:id/pdf': 'contracts:read',
  // The signing page's calls: {id} is the signing token.
  'GET /api/contracts/:id/public': 'public',
  'POST /api/contracts/:id/view': 'public',
  'POST /api/contracts/:id/sign': 'public',
  'GET /api/contracts/:id/public/pdf': 'public',
  'GET /api/payments': 'payments:read',
  'POST /api/payments': 'payments:write',
  'PATCH /api/payments/:id': 'payments:write',
  'DELETE /api/payments/:id': 'payments:write',
  'POST /api/bookings/:id/payment-schedule': 'payments:write',
  'PUT /api/bookings/:id/payment-schedule': 'payments:write',
  'POST /api/payments/:id/refunds': 'payments:refund',
  'GET /api/payments/exceptions': 'payments:read',
  'POST /api/payments/exceptions/:id/refund': 'payments:refund',
  'POST /api/payments/exceptions/:id/resolve': 'payments:refund',
  // Where the venue's card money goes: its owner alone connects its Stripe account.
  'GET /api/payments/setup': 'payments:read',
  'POST /api/payments/setup/stripe-onboarding': 'payments:connect',
  'POST /api/payments/setup/stripe-refresh': 'payments:connect',
  'POST /api/create-payment-intent': 'payments:write',
  'POST /api/payments/:id/confirm-test': 'payments:write',
  // Request Payment e-mails the couple a pay link; its page's calls take the link's token (decision 059).
  'POST /api/payments/:id/request': 'payments:write',
  'GET /api/public/pay/:token': 'public',
  'POST /api/public/pay/:token/checkout': 'public',
  'POST /api/public/pay/:token/confirm-test': 'public',
  // Stripe signs it; the signature is the access check.
  'POST /api/webhooks/stripe': 'public',
  'POST /api/bookings/:id/invite-client': 'bookings:write',
  'GET /api/bookings/:id/client-access': 'bookings:read',
  'POST /api/bookings/:id/client-access': 'bookings:write',
  'DELETE /api/bookings/:id/client-access': 'bookings:write',
  'GET /api/invitations/:token': 'public',
  'POST /api/invitations/:token/accept': 'public',
  // Calendar insights and sharing (issue #14).
  'GET /api/bookings/daily-stats': 'bookings:read',
  'GET /api/calendar/share': 'calendar-share:read',
  'PUT /api/calendar/share': 'calendar-share:write',
  'POST /api/calendar/share/rotate': 'calendar-share:write',
  'POST /api/calendar/share/email': 'calendar-share:write',
  'GET /api/calendar/export.ics': 'bookings:read',
  // The calendar's Optimal Dates, from the venue's demand (decision 051).
  'GET /api/calendar/recommendations': 'bookings:read',
  // The webcal feed and the shared calendar page's call: the token (or a public custom address)
  // is the key; the page answers 401 without public access unless the caller is the venue's staff.
  'GET /api/calendar/ical/:token': 'public',
  'GET /api/public/shared-calendar/:ref': 'public',
  // The Client Portal page for staff, and a client's visit to their portal (decision 043).
  'GET /api/portal/clients': 'portal-clients:read',
  'GET /api/portal/clients/:clientId/preview': 'portal-clients:read',
  'POST /api/portal/visits': 'signed-in',
  // The AI Optimization page: every staff member reads and marks; generating may cost money.
  'POST /api/optimization/generate': 'optimization:generate',
  'GET /api/optimization/analysis': 'optimization:read',
  'PATCH /api/optimization/suggestions/:id': 'optimization:mark',
  'GET /api/ai/optimization-suggestions': 'optimization:read',
  // The AI Optimization page's Performance Analytics tab.
  'GET /api/optimization/analytics': 'optimization:read',
  // The bell: every staff member reads the venue's notifications, a client their own.
  'GET /api/notifications': 'notifications:read',
  'POST /api/notifications/:id/read': 'notifications:read',
  'POST /api/notifications/read-all': 'notifications:read',
  'GET /api/notifications/stream': 'notifications:read',
  // The Profile page's e-mail choices, for anyone signed in, for their own account.
  'GET /api/user/notification-preferences': 'signed-in',
  'PUT /api/user/notification-preferences': 'signed-in',
  // Settings → Automations: read by every staff member, edited and previewed by those who edit
  // settings; the runs log on a lead's sheet or a booking's details.
  'GET /api/automations': 'settings:read',
  'PUT /api/automations/:id': 'settings:write',
  'POST /api/automations/:id/preview': 'settings:write',
  'GET /api/automation-runs': 'leads:read',
};

// Routes that also let clients in, to their own records only (issue #13); the handler scopes them.
const clientsOwn = [
  'GET /api/bookings',
  'GET /api/payments',
  'POST /api/create-payment-intent',
  'POST /api/payments/:id/confirm-test',
  'GET /api/contracts',
  'GET /api/contracts/:id/pdf',
  'GET /api/notifications',
  'POST /api/notifications/:id/read',
  'POST /api/notifications/read-all',
  'GET /api/notifications/stream',
];

// A stream stays open while it is allowed, so this walk cannot wait for its answer:
// notification-stream.test.ts checks who it lets in over a real connection.
const streams = ['GET /api/notifications/stream'];

const { app } = await createTestApp({ env: { PAYMENTS_MODE: 'test' } });
const owner = await signUpOwner(app);
const venueId = owner.user.venueId!;
const callers: Record<(typeof staffRoles)[number] | 'client', SignedIn> = {
  owner,
  manager: await addStaffMember(app, venueId, 'manager'),
  coordinator: await addStaffMember(app, venueId, 'coordinator'),
  client: await signUpClient(app),
};

/** A request to the route with ids that match nothing, so an allowed call changes nothing. */
function call(method: string, url: string, who: SignedIn | null) {
  const path = url
    .replace(':userId', '2147480000')
    .replace(':clientId', '2147480000')
    .replace(':id', '2147480000')
    .replace(':token', 'x'.repeat(43));
  return app.inject({
    method: method as 'GET',
    url: path,
    headers: who?.auth ?? {},
    ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: {} } : {}),
  });
}

describe('the permission matrix', () => {
  it('has every /api route declare exactly the access listed for it', () => {
    const declared = Object.fromEntries(
      app.apiRouteAccess.map((route) => [`${route.method} ${route.url}`, route.access]),
    );
    expect(declared).toEqual(expectedAccess);
    const ownForClients = app.apiRouteAccess.filter((route) => route.clients === 'own');
    expect(ownForClients.map((route) => `${route.method} ${route.url}`).sort()).toEqual([...clientsOwn].sort());
  });

  it('gives coordinators no settings writes and no refunds, and only owners team roles', () => {
    expect(permissionRoles['settings:write']).toEqual(['owner', 'manager']);
    expect(permissionRoles['payments:refund']).toEqual(['owner', 'manager']);
    expect(permissionRoles['team:manage']).toEqual(['owner']);
    expect(permissionRoles['calendar-share:write']).toEqual(['owner', 'manager']);
    expect(permissionRoles['contracts:countersign']).toEqual(['owner', 'manager']);
    for (const permission of ['bookings:write', 'leads:write', 'contracts:write', 'payments:write'] as const) {
      expect(permissionRoles[permission]).toEqual(['owner', 'manager', 'coordinator']);
    }
  });

  const guarded = Object.entries(expectedAccess).filter(([, access]) => access !== 'public');
  it.each(guarded)('%s refuses visitors (401)', async (route) => {
    const [method, url] = route.split(' ') as [string, string];
    expect((await call(method, url, null)).statusCode).toBe(401);
  });

  const byPermission = guarded.filter(
    ([route, access]) => access !== 'signed-in' && access !== 'staff' && !streams.includes(route),
  );
  it.each(byPermission)('%s lets in exactly the roles of %s', async (route, access) => {
    const [method, url] = route.split(' ') as [string, string];
    const allowed: readonly string[] = [
      ...permissionRoles[access as Permission],
      ...(clientsOwn.includes(route) ? ['client'] : []),
    ];
    for (const [role, who] of Object.entries(callers)) {
      const status = (await call(method, url, who)).statusCode;
      if (allowed.includes(role)) expect([role, status]).not.toEqual([role, 403]);
      else expect([role, status]).toEqual([role, 403]);
      expect(status).not.toBe(401);
      expect(status).toBeLessThan(500);
    }
  });
});
