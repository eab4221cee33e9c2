import { and, eq, sql } from 'drizzle-orm';
import { preparedPerDb, type Db, type DbOrTx } from '../../db/client.ts';
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
    | 'bookingId'
  >
>;

const isoUtc = (column: typeof leads.createdAt | typeof leads.updatedAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const API_ROW = 'api_lead';

/**
 * The venue's leads, newest first, as the response's JSON array built by PostgreSQL (the fields
 * of `leadSchema`, in order): a venue with thousands of leads is answered without Node parsing
 * and serialising every row. Prepared once per connection. See bench/run.ts.
 */
export async function listVenueLeadsAsJson(db: Db, venueId: number): Promise<string> {
  const [row] = await getLeadListQuery(db).execute({ venueId });
  return row!.body;
}

const getLeadListQuery = preparedPerDb(function prepareLeadListQuery(db: Db) {
  const apiRow = db
    .select({
      id: sql`${leads.id}`.as('id'),
      name: sql`${leads.name}`.as('name'),
      email: sql`${leads.email}`.as('email'),
      phone: sql`${leads.phone}`.as('phone'),
      preferredDate: sql`to_char(${leads.preferredDate}, 'YYYY-MM-DD')`.as('preferredDate'),
      guestCount: sql`${leads.guestCount}`.as('guestCount'),
      budget: sql`${leads.budget}::float8`.as('budget'),
      source: sql`${leads.source}`.as('source'),
      notes: sql`${leads.notes}`.as('notes'),
      status: sql`${leads.status}`.as('status'),
      lostReason: sql`${leads.lostReason}`.as('lostReason'),
      bookingId: sql`${leads.bookingId}`.as('bookingId'),
      createdAt: isoUtc(leads.createdAt).as('createdAt'),
      updatedAt: isoUtc(leads.updatedAt).as('updatedAt'),
    })
    // A constant row keeps the lateral a plain projection of the outer lead (as the calendar does).
    .from(sql`(values (1)) as one_row`)
    .as(API_ROW);
  return db
    .select({
      body: sql<string>`'[' || coalesce(string_agg(row_to_json(${sql.identifier(API_ROW)})::text, ',' order by ${leads.createdAt} desc, ${leads.id} desc), '') || ']'`,
    })
    .from(leads)
    .crossJoinLateral(apiRow)
    .where(eq(leads.venueId, sql.placeholder('venueId')))
    .prepare('venue_leads_json');
});

export async function findVenueLead(db: DbOrTx, venueId: number, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(leads)
    .where(and(eq(leads.venueId, venueId), eq(leads.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insertLead(
  db: DbOrTx,
  venueId: number,
  values: LeadValues & { name: string; email: string },
): Promise<LeadRow> {
  const [row] = await db
    .insert(leads)
    .values({ ...values, venueId })
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
