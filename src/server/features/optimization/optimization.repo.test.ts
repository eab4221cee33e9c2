import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads, leadStageChanges } from '#server/db/schema.ts';
import { signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { loadVenueFacts } from './optimization.repo.ts';

const { app } = await createTestApp();

async function addLead(who: SignedIn, name: string): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/leads',
    headers: who.auth,
    payload: {
      name,
      email: `${name.toLowerCase()}@example.com`,
      budget: 7000,
      source: 'referral',
      preferredDate: '2031-08-09',
    },
  });
  return response.json<{ id: number }>().id;
}

function move(who: SignedIn, id: number, status: string) {
  return app.inject({ method: 'PATCH', url: `/api/leads/${id}`, headers: who.auth, payload: { status } });
}

async function historyOf(id: number) {
  return app.deps.db
    .select({ from: leadStageChanges.fromStatus, to: leadStageChanges.toStatus })
    .from(leadStageChanges)
    .where(eq(leadStageChanges.leadId, id))
    .orderBy(leadStageChanges.id);
}

describe('the lead stage history', () => {
  it('records every status change, by edit, move or conversion, and nothing else', async () => {
    const owner = await signUpOwner(app);
    const id = await addLead(owner, 'Mira');
    expect(await historyOf(id)).toEqual([]);
    expect((await move(owner, id, 'contacted')).statusCode).toBe(200);
    // An edit that leaves the status alone is no move.
    await app.inject({ method: 'PATCH', url: `/api/leads/${id}`, headers: owner.auth, payload: { notes: 'Called' } });
    await app.inject({
      method: 'PATCH',
      url: `/api/leads/${id}`,
      headers: owner.auth,
      payload: { status: 'contacted' },
    });
    expect((await move(owner, id, 'tour_scheduled')).statusCode).toBe(200);
    const converted = await app.inject({ method: 'POST', url: `/api/leads/${id}/convert`, headers: owner.auth });
    expect(converted.statusCode).toBe(201);
    expect(await historyOf(id)).toEqual([
      { from: 'new', to: 'contacted' },
      { from: 'contacted', to: 'tour_scheduled' },
      { from: 'tour_scheduled', to: 'converted' },
    ]);
  });

  it('writes nothing when the move is refused', async () => {
    const owner = await signUpOwner(app);
    const id = await addLead(owner, 'Rui');
    expect((await move(owner, id, 'archived')).statusCode).toBe(400);
    expect(await historyOf(id)).toEqual([]);
  });
});

describe('the venue facts', () => {
  it('give each lead its first reply and the stage it was lost from, for this venue only', async () => {
    const owner = await signUpOwner(app);
    const other = await signUpOwner(app, 'Other Hall');
    await addLead(other, 'Stranger');
    const answered = await addLead(owner, 'Ada');
    const lost = await addLead(owner, 'Bo');
    const waiting = await addLead(owner, 'Cy');
    await move(owner, answered, 'contacted');
    await move(owner, lost, 'contacted');
    await move(owner, lost, 'proposal_sent');
    await move(owner, lost, 'lost');
    // A lead that moved before the history was kept: nothing is known of its path.
    await app.deps.db.update(leads).set({ status: 'lost' }).where(eq(leads.id, waiting));
    await app.deps.db
      .delete(leadStageChanges)
      .where(and(eq(leadStageChanges.leadId, waiting), eq(leadStageChanges.toStatus, 'lost')));

    const facts = (await loadVenueFacts(app.deps.db, owner.user.venueId!, new Date()))!;
    expect(facts).toMatchObject({ timeZone: 'America/Los_Angeles', country: 'US', basePrice: 5000 });
    expect(facts.leads.map((lead) => lead.id).sort()).toEqual([answered, lost, waiting].sort());
    const byId = new Map(facts.leads.map((lead) => [lead.id, lead]));
    expect(byId.get(answered)).toMatchObject({ status: 'contacted', source: 'referral', budget: 7000, lostFrom: null });
    expect(byId.get(answered)!.firstMovedAt).toBeInstanceOf(Date);
    expect(byId.get(lost)).toMatchObject({ status: 'lost', lostFrom: 'proposal_sent', preferredDate: '2031-08-09' });
    expect(byId.get(waiting)).toMatchObject({ status: 'lost', lostFrom: null, firstMovedAt: null });
    expect(facts.eventTypes).toContain('Wedding');
  });

  it('are null for a venue that does not exist', async () => {
    expect(await loadVenueFacts(app.deps.db, 2_147_480_000, new Date())).toBeNull();
  });
});
