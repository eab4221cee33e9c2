import { and, asc, eq, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { staffRoles } from '#shared/auth/roles.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, calendarShares, memberships, venues } from '../../db/schema.ts';

export type CalendarShareRow = typeof calendarShares.$inferSelect;
/** The columns that hold a share's two tokens: their hashes and their encrypted copies. */
export type ShareTokenColumns = Pick<
  CalendarShareRow,
  'tokenHash' | 'tokenSealed' | 'feedTokenHash' | 'feedTokenSealed'
>;
export type ShareChanges = Partial<
  Pick<
    CalendarShareRow,
    | 'tokenHash'
    | 'tokenSealed'
    | 'feedTokenHash'
    | 'feedTokenSealed'
    | 'slug'
    | 'includeClientNames'
    | 'includeContactInfo'
    | 'includeRevenue'
    | 'includeNotes'
    | 'publicAccess'
    | 'allowDownload'
  >
>;

export async function findShareByVenue(
  db: DbOrTx,
  venueId: number,
  options: { lock?: boolean } = {},
): Promise<CalendarShareRow | undefined> {
  const query = db.select().from(calendarShares).where(eq(calendarShares.venueId, venueId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/**
 * The venue's share row, made with the §3 defaults (the column defaults) and `tokens` on first
 * use. Two first uses at once both insert; the primary key keeps one and the other's insert does
 * nothing, then each reads the row in a new statement (which sees the winner's commit).
 */
export async function ensureShare(
  db: DbOrTx,
  venueId: number,
  tokens: () => ShareTokenColumns,
): Promise<CalendarShareRow> {
  const existing = await findShareByVenue(db, venueId);
  if (existing) return existing;
  const [created] = await db
    .insert(calendarShares)
    .values({ venueId, ...tokens() })
    .onConflictDoNothing({ target: calendarShares.venueId })
    .returning();
  return created ?? (await findShareByVenue(db, venueId))!;
}

export async function updateShare(db: DbOrTx, venueId: number, changes: ShareChanges): Promise<CalendarShareRow> {
  const [row] = await db
    .update(calendarShares)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(calendarShares.venueId, venueId))
    .returning();
  return row!;
}

/** The share whose page token has this SHA-256. */
export async function findShareByTokenHash(db: DbOrTx, tokenHash: string): Promise<CalendarShareRow | undefined> {
  const [row] = await db.select().from(calendarShares).where(eq(calendarShares.tokenHash, tokenHash));
  return row;
}

/** The share whose feed token has this SHA-256. */
export async function findShareByFeedTokenHash(
  db: DbOrTx,
  feedTokenHash: string,
): Promise<CalendarShareRow | undefined> {
  const [row] = await db.select().from(calendarShares).where(eq(calendarShares.feedTokenHash, feedTokenHash));
  return row;
}

/** Shares still holding a plain token (made before tokens were hashed). */
export function listPlainShareTokens(db: DbOrTx) {
  return db
    .select({ venueId: calendarShares.venueId, token: calendarShares.legacyToken })
    .from(calendarShares)
    .where(isNotNull(calendarShares.legacyToken));
}

export async function replacePlainShareToken(
  db: DbOrTx,
  venueId: number,
  sealed: Pick<CalendarShareRow, 'tokenSealed' | 'feedTokenSealed'>,
): Promise<void> {
  await db
    .update(calendarShares)
    .set({ ...sealed, legacyToken: null })
    .where(eq(calendarShares.venueId, venueId));
}

export async function findShareBySlug(db: DbOrTx, slug: string): Promise<CalendarShareRow | undefined> {
  const [row] = await db.select().from(calendarShares).where(eq(calendarShares.slug, slug));
  return row;
}

/** Whether the user is staff (any staff role) of the venue, whichever venue their session works in. */
export async function isVenueStaff(db: DbOrTx, userId: number, venueId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(eq(memberships.userId, userId), eq(memberships.venueId, venueId), inArray(memberships.role, staffRoles)),
    );
  return row !== undefined;
}

/** What the feed and the shared page show of the venue. */
export async function findVenueCard(db: DbOrTx, venueId: number) {
  const [row] = await db
    .select({
      name: venues.name,
      slug: venues.slug,
      address: venues.address,
      timeZone: venues.timezone,
      logo: venues.logo,
      primaryColor: venues.primaryColor,
      secondaryColor: venues.secondaryColor,
      accentColor: venues.accentColor,
      defaultLanguage: venues.defaultClientLanguage,
      translations: venues.clientTextTranslations,
    })
    .from(venues)
    .where(eq(venues.id, venueId));
  return row!;
}

export type VenueCard = Awaited<ReturnType<typeof findVenueCard>>;

const sharedBookingColumns = {
  id: bookings.id,
  coupleNames: bookings.coupleNames,
  eventDate: bookings.eventDate,
  eventType: bookings.eventType,
  status: bookings.status,
  email: bookings.email,
  phone: bookings.phone,
  notes: bookings.notes,
  totalAmount: bookings.totalAmount,
  sequence: bookings.sequence,
  updatedAt: bookings.updatedAt,
};

export type SharedBookingRow = {
  [K in keyof typeof sharedBookingColumns]: (typeof bookings.$inferSelect)[K];
};

/** The feed: every non-cancelled booking whose event is at most a year old, in event order. */
export function listFeedBookings(db: DbOrTx, venueId: number): Promise<SharedBookingRow[]> {
  return db
    .select(sharedBookingColumns)
    .from(bookings)
    .where(
      and(
        eq(bookings.venueId, venueId),
        gte(bookings.eventDate, sql`now() - interval '1 year'`),
        ne(bookings.status, 'cancelled'),
      ),
    )
    .orderBy(asc(bookings.eventDate), asc(bookings.id));
}

/**
 * The non-cancelled bookings of one month of venue days (`local_day`, which the settings keep in
 * the venue's time zone), in event order.
 */
export function listMonthBookings(db: DbOrTx, venueId: number, month: string): Promise<SharedBookingRow[]> {
  const first = sql`${`${month}-01`}::date`;
  return db
    .select(sharedBookingColumns)
    .from(bookings)
    .where(
      and(
        eq(bookings.venueId, venueId),
        ne(bookings.status, 'cancelled'),
        gte(bookings.localDay, first),
        lt(bookings.localDay, sql`(${first} + interval '1 month')::date`),
      ),
    )
    .orderBy(asc(bookings.eventDate), asc(bookings.id));
}

/** The venue's name and address, which a shared calendar's e-mail is sent in and replied to. */
export async function findVenueSender(db: DbOrTx, venueId: number) {
  const [row] = await db.select({ name: venues.name, email: venues.email }).from(venues).where(eq(venues.id, venueId));
  return row!;
}
