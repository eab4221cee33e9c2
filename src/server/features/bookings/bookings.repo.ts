import { and, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { preparedPerDb, type Db, type DbOrTx, type Tx } from '../../db/client.ts';
import { defineKeyset, keysetKeyField, keysetOrderBy, type PageRequest } from '../../db/keyset.ts';
import { bookings, venues } from '../../db/schema.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingValues = Omit<
  typeof bookings.$inferInsert,
  'id' | 'venueId' | 'localDay' | 'slot' | 'createdAt' | 'updatedAt'
>;

/** The bookings list's order, for staff and clients alike: soonest event first. */
export const bookingListKeyset = defineKeyset('bookings', [
  { column: bookings.eventDate, kind: 'timestamp', direction: 'asc' },
  { column: bookings.id, kind: 'integer', direction: 'asc' },
]);

/** A page of the venue's bookings (bookings_venue_event_date_idx), and how many it has in all. */
export async function listVenueBookings(db: DbOrTx, venueId: number, page: PageRequest) {
  const where = eq(bookings.venueId, venueId);
  const [rows, [count]] = await Promise.all([
    db
      .select({ booking: bookings, pageKey: keysetKeyField(bookingListKeyset) })
      .from(bookings)
      .where(and(where, page.after))
      .orderBy(...keysetOrderBy(bookingListKeyset))
      .limit(page.limit + 1),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(bookings)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/**
 * The calendar's hot path: PostgreSQL builds the JSON array of the response (exactly the fields
 * of `bookingSchema`), so Node neither parses rows nor serialises them, and the statement is
 * prepared once per connection. See bench/run.ts.
 */
export async function listVenueBookingsBetweenAsJson(db: Db, venueId: number, start: Date, end: Date): Promise<string> {
  const [row] = await getCalendarQuery(db).execute({ venueId, start: start.toISOString(), end: end.toISOString() });
  return row!.body;
}

const isoUtc = (column: typeof bookings.eventDate | typeof bookings.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const API_ROW = 'api_booking';

const getCalendarQuery = preparedPerDb(function prepareCalendarQuery(db: Db) {
  // Each booking becomes a lateral row whose columns carry the API's names; row_to_json of it,
  // joined with string_agg in event order, takes about a quarter less database time than
  // json_agg(json_build_object(...)) and gives compact JSON (no spaces or newlines).
  const apiRow = db
    .select({
      id: sql`${bookings.id}`.as('id'),
      clientId: sql`${bookings.clientId}`.as('clientId'),
      coupleNames: sql`${bookings.coupleNames}`.as('coupleNames'),
      eventDate: isoUtc(bookings.eventDate).as('eventDate'),
      eventType: sql`${bookings.eventType}`.as('eventType'),
      guestCount: sql`${bookings.guestCount}`.as('guestCount'),
      status: sql`${bookings.status}`.as('status'),
      email: sql`${bookings.email}`.as('email'),
      phone: sql`${bookings.phone}`.as('phone'),
      notes: sql`${bookings.notes}`.as('notes'),
      totalAmount: sql`${bookings.totalAmount}::text`.as('totalAmount'),
      language: sql`${bookings.language}`.as('language'),
      createdAt: isoUtc(bookings.createdAt).as('createdAt'),
    })
    // Drizzle's select needs a FROM; one constant row keeps the lateral a plain projection of the
    // outer booking, which the planner flattens away.
    .from(sql`(values (1)) as one_row`)
    .as(API_ROW);
  return db
    .select({
      body: sql<string>`'[' || coalesce(string_agg(row_to_json(${sql.identifier(API_ROW)})::text, ',' order by ${bookings.eventDate}, ${bookings.id}), '') || ']'`,
    })
    .from(bookings)
    .crossJoinLateral(apiRow)
    .where(
      and(
        eq(bookings.venueId, sql.placeholder('venueId')),
        gte(bookings.eventDate, sql`${sql.placeholder('start')}::timestamptz`),
        lte(bookings.eventDate, sql`${sql.placeholder('end')}::timestamptz`),
      ),
    )
    .prepare('calendar_bookings_json');
});

export interface DailyStatsRow {
  date: string;
  bookingCount: number;
  revenue: number;
}

/**
 * The heat map's figures (decision 015): per venue day of the month with a non-cancelled booking, the
 * count and the sum of totalAmount in dollars. One statement, prepared once per connection, read
 * through the (venue, local day, slot) index of non-cancelled bookings; `local_day` is the day in
 * the venue's time zone (a zone change in settings refiles it). See bench/run.ts.
 */
export async function listDailyStats(db: Db, venueId: number, month: string): Promise<DailyStatsRow[]> {
  return getDailyStatsQuery(db).execute({ venueId, first: `${month}-01` });
}

const getDailyStatsQuery = preparedPerDb(function prepareDailyStatsQuery(db: Db) {
  const first = sql`${sql.placeholder('first')}::date`;
  return db
    .select({
      date: sql<string>`to_char(${bookings.localDay}, 'YYYY-MM-DD')`,
      bookingCount: sql<number>`count(*)::int`,
      revenue: sql<number>`coalesce(sum(${bookings.totalAmount}), 0)::float8`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.venueId, sql.placeholder('venueId')),
        ne(bookings.status, 'cancelled'),
        gte(bookings.localDay, first),
        sql`${bookings.localDay} < (${first} + interval '1 month')::date`,
      ),
    )
    .groupBy(bookings.localDay)
    .orderBy(bookings.localDay)
    .prepare('booking_daily_stats');
});

export async function findVenueBooking(db: DbOrTx, venueId: number, id: number): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.venueId, venueId), eq(bookings.id, id)));
  return row;
}

/**
 * The venue's slot rules for an instant: the local calendar day it falls on in the venue's time
 * zone, the slots a day has, and whether that day is a blackout date or a closed weekday. The
 * venue row stays locked FOR SHARE until the transaction ends, so the rules cannot change under
 * a booking being written (a settings save takes it FOR UPDATE); bookings do not block each other.
 */
export async function getSlotRules(tx: Tx, venueId: number, eventDate: Date) {
  const localDay = sql`(${eventDate.toISOString()}::timestamptz at time zone ${venues.timezone})::date`;
  const [row] = await tx
    .select({
      maxBookingsPerDay: venues.maxBookingsPerDay,
      timezone: venues.timezone,
      localDay: sql<string>`to_char(${localDay}, 'YYYY-MM-DD')`,
      isBlackout: sql<boolean>`${localDay} = any(${venues.blackoutDates})`,
      isClosedWeekday: sql<boolean>`not (extract(dow from ${localDay})::int = any(${venues.openWeekdays}))`,
    })
    .from(venues)
    .where(eq(venues.id, venueId))
    .for('share');
  return row!;
}

export type SlotRules = Awaited<ReturnType<typeof getSlotRules>>;

/**
 * The lowest slot of the day no other non-cancelled booking holds, or null when the day already
 * holds its number of bookings. (Lowering the maximum can leave bookings in slots above it; they
 * still count.) Concurrent writers pick the same lowest slot, so the unique index decides.
 */
export async function findFreeSlot(
  db: DbOrTx,
  venueId: number,
  localDay: string,
  maxSlots: number,
  exceptBookingId: number | null,
): Promise<number | null> {
  const result = await db.execute<{ slot: number }>(sql`
    with held as (
      select b.slot from ${bookings} b
      where b.venue_id = ${venueId} and b.local_day = ${localDay}::date and b.status <> 'cancelled'
        ${exceptBookingId === null ? sql`` : sql`and b.id <> ${exceptBookingId}`}
    )
    select s as slot from generate_series(1, ${maxSlots}::int) as s
    where not exists (select 1 from held where held.slot = s)
      and (select count(*) from held) < ${maxSlots}::int
    order by s limit 1`);
  return result.rows[0]?.slot ?? null;
}

/** A couple whose language nobody named reads the venue's default client language (decision 068). */
export function venueDefaultClientLanguage(venueId: number) {
  return sql`(select ${venues.defaultClientLanguage} from ${venues} where ${venues.id} = ${venueId})`;
}

export async function insertBooking(
  db: DbOrTx,
  venueId: number,
  values: BookingValues,
  place: { localDay: string; slot: number },
): Promise<BookingRow> {
  const [row] = await db
    .insert(bookings)
    .values({ ...values, venueId, ...place, language: values.language ?? venueDefaultClientLanguage(venueId) })
    .returning();
  return row!;
}

export async function updateBooking(
  db: DbOrTx,
  venueId: number,
  id: number,
  values: Partial<BookingValues> & { localDay?: string; slot?: number },
): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(bookings.venueId, venueId), eq(bookings.id, id)))
    .returning();
  return row;
}

export async function deleteBooking(db: DbOrTx, venueId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(bookings)
    .where(and(eq(bookings.venueId, venueId), eq(bookings.id, id)))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** The venue's bookings with this e-mail in any case, newest event first, except one booking. */
export function listVenueBookingsByEmail(
  db: DbOrTx,
  venueId: number,
  email: string,
  options: { exceptId: number | null; limit: number },
) {
  return db
    .select({
      id: bookings.id,
      coupleNames: bookings.coupleNames,
      eventDate: bookings.eventDate,
      status: bookings.status,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.venueId, venueId),
        eq(sql`lower(${bookings.email})`, email.toLowerCase()),
        options.exceptId === null ? undefined : ne(bookings.id, options.exceptId),
      ),
    )
    .orderBy(desc(bookings.eventDate), desc(bookings.id))
    .limit(options.limit);
}

/** How a venue day stands for a new booking: its rules and the slots its bookings hold. */
export async function getDayOccupancy(db: DbOrTx, venueId: number, day: string) {
  const result = await db.execute<{
    maxBookingsPerDay: number;
    isBlackout: boolean;
    isClosedWeekday: boolean;
    isPast: boolean;
    held: number;
  }>(sql`
    select v.max_bookings_per_day as "maxBookingsPerDay",
      ${day}::date = any(v.blackout_dates) as "isBlackout",
      not (extract(dow from ${day}::date)::int = any(v.open_weekdays)) as "isClosedWeekday",
      ${day}::date < (now() at time zone v.timezone)::date as "isPast",
      (select count(*) from ${bookings} b
        where b.venue_id = v.id and b.local_day = ${day}::date and b.status <> 'cancelled')::int as held
    from ${venues} v where v.id = ${venueId}`);
  return result.rows[0];
}

/**
 * The venue's open days nearest to `day` (the earlier first when two are as near), within
 * `windowDays` either side, never before the venue's today nor after the last day the product
 * takes: open weekday, no blackout, a free slot. The slot index serves the counts.
 */
export async function listNearestOpenDays(
  db: DbOrTx,
  venueId: number,
  day: string,
  options: { limit: number; windowDays: number; lastDay: string },
): Promise<string[]> {
  const result = await db.execute<{ day: string }>(sql`
    with v as (
      select id, max_bookings_per_day, open_weekdays, blackout_dates,
        (now() at time zone timezone)::date as today
      from ${venues} where id = ${venueId}
    ),
    candidate as (
      select d::date as day
      from v, generate_series(
        greatest(${day}::date - ${options.windowDays}::int, v.today),
        least(${day}::date + ${options.windowDays}::int, ${options.lastDay}::date),
        interval '1 day') d
    ),
    held as (
      select b.local_day, count(*)::int as held from ${bookings} b, v
      where b.venue_id = v.id and b.status <> 'cancelled'
        and b.local_day between ${day}::date - ${options.windowDays}::int and ${day}::date + ${options.windowDays}::int
      group by b.local_day
    )
    select to_char(c.day, 'YYYY-MM-DD') as day
    from candidate c cross join v left join held h on h.local_day = c.day
    where c.day <> ${day}::date
      and extract(dow from c.day)::int = any(v.open_weekdays)
      and not (c.day = any(v.blackout_dates))
      and coalesce(h.held, 0) < v.max_bookings_per_day
    order by abs(c.day - ${day}::date), c.day
    limit ${options.limit}`);
  return result.rows.map((row) => row.day);
}

/** Moves a booking from one status to another, only if it is in the first; no slot changes hands. */
export async function moveBookingStatus(
  db: DbOrTx,
  venueId: number,
  id: number,
  from: BookingRow['status'],
  to: BookingRow['status'],
): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(bookings.venueId, venueId), eq(bookings.id, id), eq(bookings.status, from)))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/**
 * A page of a client's own bookings in every venue, or in `inVenue` only
 * (bookings_client_event_date_idx), soonest first, with the venue's name and colours, and how
 * many they have in all.
 */
export async function listClientBookings(db: DbOrTx, clientId: number, page: PageRequest, inVenue?: number) {
  const where = and(eq(bookings.clientId, clientId), inVenue === undefined ? undefined : eq(bookings.venueId, inVenue));
  const [rows, [count]] = await Promise.all([
    db
      .select({
        booking: bookings,
        venue: {
          id: venues.id,
          name: venues.name,
          logo: venues.logo,
          primaryColor: venues.primaryColor,
          secondaryColor: venues.secondaryColor,
          accentColor: venues.accentColor,
        },
        pageKey: keysetKeyField(bookingListKeyset),
      })
      .from(bookings)
      .innerJoin(venues, eq(venues.id, bookings.venueId))
      .where(and(where, page.after))
      .orderBy(...keysetOrderBy(bookingListKeyset))
      .limit(page.limit + 1),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(bookings)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}
