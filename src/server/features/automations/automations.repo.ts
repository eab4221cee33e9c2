import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { automationKindInfo, automationKinds, type AutomationKind } from '#shared/automations/automation-kinds.ts';
import type { AutomationRunResult } from '#shared/automations/automations.schemas.ts';
import type { DbOrTx } from '../../db/client.ts';
import { automationRuns, automations, bookings, leads, venues } from '../../db/schema.ts';

export type AutomationRow = typeof automations.$inferSelect;

/** Each kind with its defaults, for a new venue; a kind the venue already has stays as it is. */
export async function insertDefaultAutomations(db: DbOrTx, venueId: number): Promise<void> {
  await db
    .insert(automations)
    .values(
      automationKinds.map((kind) => {
        const info = automationKindInfo[kind];
        return {
          venueId,
          kind,
          enabled: info.enabledByDefault,
          delayDays: info.delay?.defaultDays ?? null,
          subject: info.defaultSubject,
          body: info.defaultBody,
        };
      }),
    )
    .onConflictDoNothing();
}

export async function listVenueAutomations(db: DbOrTx, venueId: number): Promise<AutomationRow[]> {
  const rows = await db.select().from(automations).where(eq(automations.venueId, venueId));
  return rows.sort((a, b) => automationKinds.indexOf(a.kind) - automationKinds.indexOf(b.kind));
}

export async function findVenueAutomation(db: DbOrTx, venueId: number, id: number) {
  const [row] = await db
    .select()
    .from(automations)
    .where(and(eq(automations.venueId, venueId), eq(automations.id, id)));
  return row;
}

export async function findAutomationByKind(db: DbOrTx, venueId: number, kind: AutomationKind) {
  const [row] = await db
    .select()
    .from(automations)
    .where(and(eq(automations.venueId, venueId), eq(automations.kind, kind)));
  return row;
}

export async function updateVenueAutomation(
  db: DbOrTx,
  venueId: number,
  id: number,
  values: Pick<AutomationRow, 'enabled' | 'delayDays' | 'subject' | 'body' | 'reviewLink'> &
    Partial<Pick<AutomationRow, 'translations'>>,
) {
  const [row] = await db
    .update(automations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(automations.venueId, venueId), eq(automations.id, id)))
    .returning();
  return row;
}

export interface NewRun {
  automationId: number;
  venueId: number;
  leadId?: number | null;
  bookingId?: number | null;
  contractId?: string | null;
  triggerKey: string;
  recipient: string;
  subject: string;
  result: AutomationRunResult;
  detail?: string | null;
}

/**
 * Claims the trigger for the automation: true when this call wrote the run, false when a run for
 * it exists already (the caller then sends nothing). Under a concurrent claim the insert waits
 * for the other transaction and, if it committed, finds its row.
 */
export async function claimRun(db: DbOrTx, run: NewRun): Promise<number | null> {
  const [row] = await db.insert(automationRuns).values(run).onConflictDoNothing().returning({ id: automationRuns.id });
  return row?.id ?? null;
}

export async function markRunFailed(db: DbOrTx, id: number, detail: string): Promise<void> {
  await db.update(automationRuns).set({ result: 'failed', detail }).where(eq(automationRuns.id, id));
}

export async function listRuns(db: DbOrTx, venueId: number, about: { leadId?: number; bookingId?: number }) {
  return db
    .select({
      id: automationRuns.id,
      kind: automations.kind,
      recipient: automationRuns.recipient,
      subject: automationRuns.subject,
      result: automationRuns.result,
      detail: automationRuns.detail,
      createdAt: automationRuns.createdAt,
    })
    .from(automationRuns)
    .innerJoin(automations, eq(automations.id, automationRuns.automationId))
    .where(
      and(
        eq(automationRuns.venueId, venueId),
        about.leadId !== undefined
          ? eq(automationRuns.leadId, about.leadId)
          : eq(automationRuns.bookingId, about.bookingId ?? -1),
      ),
    )
    .orderBy(desc(automationRuns.createdAt), desc(automationRuns.id))
    .limit(50);
}

export async function leadExists(db: DbOrTx, venueId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.venueId, venueId), eq(leads.id, id)));
  return Boolean(row);
}

export async function bookingExists(db: DbOrTx, venueId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.venueId, venueId), eq(bookings.id, id)));
  return Boolean(row);
}

export type VenueFacts = Pick<
  typeof venues.$inferSelect,
  'id' | 'name' | 'email' | 'phone' | 'address' | 'timezone' | 'defaultClientLanguage' | 'clientTextTranslations'
>;

export async function findVenueFacts(db: DbOrTx, venueId: number): Promise<VenueFacts | undefined> {
  const [row] = await db
    .select({
      id: venues.id,
      name: venues.name,
      email: venues.email,
      phone: venues.phone,
      address: venues.address,
      timezone: venues.timezone,
      defaultClientLanguage: venues.defaultClientLanguage,
      clientTextTranslations: venues.clientTextTranslations,
    })
    .from(venues)
    .where(eq(venues.id, venueId));
  return row;
}

export type LeadRow = typeof leads.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;

export async function findLead(db: DbOrTx, venueId: number, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(leads)
    .where(and(eq(leads.venueId, venueId), eq(leads.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findBooking(db: DbOrTx, venueId: number, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.venueId, venueId), eq(bookings.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The lead a preview fills its fields from: the venue's newest. */
export async function findNewestLead(db: DbOrTx, venueId: number) {
  const [row] = await db
    .select()
    .from(leads)
    .where(eq(leads.venueId, venueId))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(1);
  return row;
}

/** The booking a preview fills its fields from: the next event, else the latest one. */
export async function findPreviewBooking(db: DbOrTx, venueId: number, now: Date) {
  const live = and(eq(bookings.venueId, venueId), ne(bookings.status, 'cancelled'));
  const [next] = await db
    .select()
    .from(bookings)
    .where(and(live, sql`${bookings.eventDate} >= ${now.toISOString()}::timestamptz`))
    .orderBy(asc(bookings.eventDate), asc(bookings.id))
    .limit(1);
  if (next) return next;
  const [latest] = await db
    .select()
    .from(bookings)
    .where(live)
    .orderBy(desc(bookings.eventDate), desc(bookings.id))
    .limit(1);
  return latest;
}
