import { readdir, readFile } from 'node:fs/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, leads, leadStageChanges } from '#server/db/schema.ts';
import { signUpOwner } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

const { app } = await createTestApp();
const directory = new URL('./migrations/', import.meta.url);
const file = (await readdir(directory)).find((name) => name.endsWith('_lead_stage_changes.sql'))!;
// The backfill is the migration's last statement (decision 047).
const backfill = (await readFile(new URL(file, directory), 'utf8')).split('--> statement-breakpoint').at(-1)!;

describe('the lead stage history backfill', () => {
  it('records only what the data holds: a conversion at its booking’s creation, from an unknown stage', async () => {
    const owner = await signUpOwner(app);
    const ids: number[] = [];
    for (const name of ['Converted', 'Lost', 'Contacted', 'Waiting']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/leads',
        headers: owner.auth,
        payload: { name, email: `${name.toLowerCase()}@example.com`, preferredDate: '2031-10-04' },
      });
      ids.push(response.json<{ id: number }>().id);
    }
    const [converted, lost, contacted] = ids as [number, number, number];
    await app.inject({ method: 'POST', url: `/api/leads/${converted}/convert`, headers: owner.auth });
    await app.inject({ method: 'PATCH', url: `/api/leads/${lost}`, headers: owner.auth, payload: { status: 'lost' } });
    await app.inject({
      method: 'PATCH',
      url: `/api/leads/${contacted}`,
      headers: owner.auth,
      payload: { status: 'contacted' },
    });
    // As before the history was kept.
    await app.deps.db.delete(leadStageChanges).where(inArray(leadStageChanges.leadId, ids));

    await app.deps.db.execute(sql.raw(backfill));

    const [lead] = await app.deps.db.select({ bookingId: leads.bookingId }).from(leads).where(eq(leads.id, converted));
    const [booking] = await app.deps.db
      .select({ createdAt: bookings.createdAt })
      .from(bookings)
      .where(eq(bookings.id, lead!.bookingId!));
    const rows = await app.deps.db
      .select({
        leadId: leadStageChanges.leadId,
        from: leadStageChanges.fromStatus,
        to: leadStageChanges.toStatus,
        at: leadStageChanges.changedAt,
      })
      .from(leadStageChanges)
      .where(inArray(leadStageChanges.leadId, ids));
    expect(rows).toEqual([{ leadId: converted, from: null, to: 'converted', at: booking!.createdAt }]);
  });
});
