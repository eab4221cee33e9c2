import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { automationRuns } from '#server/db/schema.ts';
import { demoAccounts, seedDemo } from '#server/db/seed/demo-seed.ts';
import type { Automation } from '#shared/automations/automations.schemas.ts';
import { signIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

describe('the demo seed’s automations', () => {
  it('switches the demo venue’s automations on and shows runs on its leads and bookings, once', async () => {
    const { app } = await createTestApp();
    await seedDemo(app.deps, 'demo-test-password');
    await seedDemo(app.deps, 'demo-test-password');
    const owner = await signIn(app, demoAccounts[0].email, 'demo-test-password');
    const list = (await app.inject({ method: 'GET', url: '/api/automations', headers: owner.auth })).json<
      Automation[]
    >();
    expect(list.filter((automation) => automation.enabled).map((automation) => automation.kind)).toEqual([
      'inquiry_acknowledgement',
      'lead_follow_up',
      'event_reminder',
      'thank_you',
    ]);
    const runs = await app.deps.db.select().from(automationRuns).where(eq(automationRuns.venueId, owner.user.venueId!));
    const lead = runs.find((run) => run.leadId !== null)!;
    const booking = runs.find((run) => run.bookingId !== null)!;
    const leadRuns = await app.inject({
      method: 'GET',
      url: `/api/automation-runs?leadId=${lead.leadId}`,
      headers: owner.auth,
    });
    expect(leadRuns.json()).toEqual([expect.objectContaining({ kind: 'inquiry_acknowledgement', result: 'sent' })]);
    const bookingRuns = await app.inject({
      method: 'GET',
      url: `/api/automation-runs?bookingId=${booking.bookingId}`,
      headers: owner.auth,
    });
    expect(bookingRuns.json()).toHaveLength(1);
    expect(runs.filter((run) => run.bookingId !== null).length).toBe(2);
  });
});
