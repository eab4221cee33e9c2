import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, venues } from '../../db/schema.ts';

export type VenueSettingsRow = Pick<
  typeof venues.$inferSelect,
  | 'name'
  | 'slug'
  | 'address'
  | 'phone'
  | 'email'
  | 'website'
  | 'maxCapacity'
  | 'basePrice'
  | 'description'
  | 'logo'
  | 'primaryColor'
  | 'secondaryColor'
  | 'accentColor'
  | 'timezone'
  | 'replyTemplate'
  | 'defaultClientLanguage'
  | 'clientTextTranslations'
  | 'eventTypes'
  | 'openWeekdays'
  | 'blackoutDates'
  | 'maxBookingsPerDay'
>;
export type VenueSettingsChanges = Partial<VenueSettingsRow>;

const settingsColumns = {
  name: venues.name,
  slug: venues.slug,
  address: venues.address,
  phone: venues.phone,
  email: venues.email,
  website: venues.website,
  maxCapacity: venues.maxCapacity,
  basePrice: venues.basePrice,
  description: venues.description,
  logo: venues.logo,
  primaryColor: venues.primaryColor,
  secondaryColor: venues.secondaryColor,
  accentColor: venues.accentColor,
  timezone: venues.timezone,
  replyTemplate: venues.replyTemplate,
  defaultClientLanguage: venues.defaultClientLanguage,
  clientTextTranslations: venues.clientTextTranslations,
  eventTypes: venues.eventTypes,
  openWeekdays: venues.openWeekdays,
  blackoutDates: venues.blackoutDates,
  maxBookingsPerDay: venues.maxBookingsPerDay,
};

export async function findVenueSettings(db: DbOrTx, venueId: number): Promise<VenueSettingsRow | undefined> {
  const [row] = await db.select(settingsColumns).from(venues).where(eq(venues.id, venueId));
  return row;
}

/** The settings row locked for the rest of the transaction, so two saves merge one after the other. */
export async function lockVenueSettings(db: DbOrTx, venueId: number): Promise<VenueSettingsRow | undefined> {
  const [row] = await db.select(settingsColumns).from(venues).where(eq(venues.id, venueId)).for('update');
  return row;
}

export async function updateVenueSettings(db: DbOrTx, venueId: number, changes: VenueSettingsChanges) {
  const [row] = await db.update(venues).set(changes).where(eq(venues.id, venueId)).returning(settingsColumns);
  return row!;
}

/** Whether PostgreSQL knows the zone too (its tz database can differ from the runtime's). */
export async function isTimeZoneKnownToDatabase(db: DbOrTx, timeZone: string): Promise<boolean> {
  const result = await db.execute<{ known: boolean }>(
    sql`select exists (select 1 from pg_timezone_names where name = ${timeZone}) as known`,
  );
  return result.rows[0]?.known ?? false;
}

/**
 * After a time zone change, files every booking under its day in the new zone and numbers the
 * held slots of each day again from 1. Slots are first moved out of the way, because the unique
 * index is checked row by row during an UPDATE.
 */
export async function refileBookingDays(db: DbOrTx, venueId: number, timeZone: string): Promise<void> {
  await db
    .update(bookings)
    .set({ slot: sql`${bookings.slot} + 1000000` })
    .where(eq(bookings.venueId, venueId));
  await db.execute(sql`
    update ${bookings} b set local_day = refiled.local_day, slot = refiled.slot
    from (
      select id, (event_date at time zone ${timeZone})::date as local_day,
        row_number() over (
          partition by (event_date at time zone ${timeZone})::date, status = 'cancelled' order by event_date, id
        )::int as slot
      from ${bookings} where venue_id = ${venueId}
    ) as refiled
    where b.id = refiled.id`);
}

/** Today and later days (venue time) whose held slots exceed the allowed number. */
export async function listOverfullDays(db: DbOrTx, venueId: number, maxBookingsPerDay: number) {
  const result = await db.execute<{ day: string; bookings: number }>(sql`
    select to_char(b.local_day, 'YYYY-MM-DD') as day, count(*)::int as bookings
    from ${bookings} b join ${venues} v on v.id = b.venue_id
    where b.venue_id = ${venueId} and b.status <> 'cancelled'
      and b.local_day >= (now() at time zone v.timezone)::date
    group by b.local_day
    having count(*) > ${maxBookingsPerDay}
    order by b.local_day`);
  return result.rows;
}
