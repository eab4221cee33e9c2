import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { leads, venues } from '../../db/schema.ts';

export type LeadRow = typeof leads.$inferSelect;
export type LeadValues = Partial<
  Pick<
    LeadRow,
    | 'name'
    | 'email'
    | 'phone'
    | 'preferredDate'
    | 'guestCount'
    | 'budget'
    | 'source'
    | 'notes'
    | 'status'
    | 'lostReason'
    | 'language'
    | 'bookingId'
  >
>;

/**
 * A page of the venue's leads, newest first, as the response's JSON array built by PostgreSQL
 * (the fields of `leadSchema`), with the number of leads the filter matches. A venue with
 * thousands of leads is answered in a page, without Node parsing and serialising rows.
 */
export async function listVenueLeadsAsJson(
  db: DbOrTx,
  venueId: number,
  query: { search?: string | undefined; status?: string | undefined; limit: number; offset: number },
): Promise<{ body: string; total: number }> {
  // ILIKE with the user's text as a literal: its own % and _ are escaped.
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, '\\$&')}%` : null;
  const filter = sql`l.venue_id = ${venueId}
    and (${query.status ?? null}::text is null or l.status = ${query.status ?? null})
    and (${pattern}::text is null or l.name ilike ${pattern} or l.email ilike ${pattern})`;
  const result = await db.execute<{ body: string; total: number }>(sql`
    with page as (
      select l.* from ${leads} l where ${filter}
      order by l.created_at desc, l.id desc limit ${query.limit} offset ${query.offset}
    )
    select
      '[' || coalesce(string_agg(json_build_object(
        'id', p.id, 'name', p.name, 'email', p.email, 'phone', p.phone,
        'preferredDate', to_char(p.preferred_date, 'YYYY-MM-DD'), 'guestCount', p.guest_count,
        'budget', p.budget::float8, 'source', p.source, 'notes', p.notes, 'status', p.status,
        'lostReason', p.lost_reason, 'language', p.language, 'bookingId', p.booking_id,
        'createdAt', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'updatedAt', to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      )::text, ',' order by p.created_at desc, p.id desc), '') || ']' as body,
      (select count(*)::int from ${leads} l where ${filter}) as total
    from page p`);
  return result.rows[0]!;
}

/** The venue's leads per status. */
export async function countVenueLeadsByStatus(db: DbOrTx, venueId: number) {
  return db
    .select({ status: leads.status, total: sql<number>`count(*)::int` })
    .from(leads)
    .where(eq(leads.venueId, venueId))
    .groupBy(leads.status);
}

export async function findVenueLead(db: DbOrTx, venueId: number, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(leads)
    .where(and(eq(leads.venueId, venueId), eq(leads.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The venue's other leads with this e-mail in any case (the index on lower(email) serves it), newest first. */
export function listVenueLeadsByEmail(db: DbOrTx, venueId: number, email: string, exceptId: number, limit: number) {
  return db
    .select({ id: leads.id, name: leads.name, status: leads.status })
    .from(leads)
    .where(and(eq(leads.venueId, venueId), eq(sql`lower(${leads.email})`, email.toLowerCase()), ne(leads.id, exceptId)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
}

export async function insertLead(
  db: DbOrTx,
  venueId: number,
  values: LeadValues & { name: string; email: string },
): Promise<LeadRow> {
  const [row] = await db
    .insert(leads)
    // A lead whose language nobody named reads the venue's default client language (decision 068).
    .values({
      ...values,
      venueId,
      language:
        values.language ?? sql`(select ${venues.defaultClientLanguage} from ${venues} where ${venues.id} = ${venueId})`,
    })
    .returning();
  return row!;
}

export async function updateLead(
  db: DbOrTx,
  venueId: number,
  id: number,
  values: LeadValues,
): Promise<LeadRow | undefined> {
  const [row] = await db
    .update(leads)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(leads.venueId, venueId), eq(leads.id, id)))
    .returning();
  return row;
}

export async function deleteLead(db: DbOrTx, venueId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(leads)
    .where(and(eq(leads.venueId, venueId), eq(leads.id, id)))
    .returning({ id: leads.id });
  return rows.length > 0;
}

/** Noon of a calendar day in the venue's time zone: where a converted lead's event starts. */
export async function getVenueNoon(db: DbOrTx, venueId: number, day: string): Promise<Date> {
  const result = await db.execute<{ at: string }>(sql`
    select to_char(((${day}::date + time '12:00') at time zone ${venues.timezone}) at time zone 'UTC',
      'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at
    from ${venues} where ${venues.id} = ${venueId}`);
  return new Date(result.rows[0]!.at);
}
