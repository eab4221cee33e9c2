import { formatDayLong, formatWeekday } from '#shared/bookings/booking-dates.ts';
import type { BookingStatus } from '#shared/bookings/booking-status.ts';
import type {
  Booking,
  BookingListQuery,
  BookingVenue,
  CreateBookingInput,
  UpdateBookingInput,
} from '#shared/bookings/bookings.schemas.ts';
import { createBookingSchema, updateBookingSchema } from '#shared/bookings/bookings.schemas.ts';
import { isDayFull } from '#shared/bookings/day-slots.ts';
import type { DailyStats } from '#shared/calendar/calendar-share.schemas.ts';
import { MAX_YEAR } from '#shared/fields.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { readEveryRow, toPage, toPageRequest, type Page } from '../../db/keyset.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, getSqlState, notFound } from '../../errors.ts';
import type { StaffActor, Viewer } from '../../http/access.ts';
import * as clientsRepo from './booking-clients.repo.ts';
import * as repo from './bookings.repo.ts';

export function toBooking(row: repo.BookingRow): Booking {
  return {
    id: row.id,
    clientId: row.clientId,
    coupleNames: row.coupleNames,
    eventDate: row.eventDate.toISOString(),
    eventType: row.eventType,
    guestCount: row.guestCount,
    status: row.status,
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    totalAmount: row.totalAmount,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A page of bookings: staff get the venue's; a client gets their own, in every venue, with the
 * venue's name and colours and without the venue's internal notes.
 */
export async function listBookings(deps: AppDeps, viewer: Viewer, query: BookingListQuery): Promise<Page<Booking>> {
  const page = toPageRequest(repo.bookingListKeyset, query);
  if (viewer.kind === 'staff') {
    const { rows, total } = await repo.listVenueBookings(deps.db, viewer.actor.venueId, page);
    return toPage(repo.bookingListKeyset, page, rows, total, ({ booking }) => toBooking(booking));
  }
  const { rows, total } = await repo.listClientBookings(deps.db, viewer.actor.userId, page);
  return toPage(repo.bookingListKeyset, page, rows, total, toClientBooking);
}

/** A booking as its client reads it: with its venue's name and colours, without the venue's notes. */
function toClientBooking({ booking, venue }: { booking: repo.BookingRow; venue: BookingVenue }): Booking {
  return { ...toBooking(booking), notes: null, venue };
}

/** A client's bookings in one venue, every one, as their portal lists them (for staff's preview of it). */
export async function listClientBookingsInVenue(deps: AppDeps, venueId: number, clientId: number): Promise<Booking[]> {
  const rows = await readEveryRow(repo.bookingListKeyset, (page) =>
    repo.listClientBookings(deps.db, clientId, page, venueId),
  );
  return rows.map(toClientBooking);
}

/** The month's heat map figures: only days with bookings (the client draws the grid), and the maxima. */
export async function getDailyStats(deps: AppDeps, actor: StaffActor, month: string): Promise<DailyStats> {
  const days = await repo.listDailyStats(deps.db, actor.venueId, month);
  return {
    days,
    maxBookings: Math.max(0, ...days.map((day) => day.bookingCount)),
    maxRevenue: Math.max(0, ...days.map((day) => day.revenue)),
  };
}

/** The bookings of a calendar range as a ready JSON array (see the repository for why). */
export async function listCalendarBookingsJson(
  deps: AppDeps,
  actor: StaffActor,
  range: { start: string; end: string },
): Promise<string> {
  return repo.listVenueBookingsBetweenAsJson(deps.db, actor.venueId, new Date(range.start), new Date(range.end));
}

export async function getBooking(deps: AppDeps, actor: StaffActor, id: number): Promise<Booking> {
  const row = await repo.findVenueBooking(deps.db, actor.venueId, id);
  if (!row) throw notFound('Booking');
  return toBooking(row);
}

/**
 * Creates a booking. The day's rules are read and the slot taken in one transaction that holds
 * the venue row FOR SHARE, so a settings save (which locks it FOR UPDATE) lands wholly before or
 * wholly after: a booking never sees old rules and commits after new ones.
 */
export async function createBooking(deps: AppDeps, actor: StaffActor, input: CreateBookingInput): Promise<Booking> {
  const data = createBookingSchema.parse(input);
  const values = { ...data, eventDate: new Date(data.eventDate), clientId: null };
  const row = await deps.db.transaction((tx) => insertBookingUnderSlotRules(tx, actor.venueId, values));
  return toBooking(row);
}

/**
 * Inserts a booking under the slot rules inside the caller's transaction: the way other
 * features (converting a lead) create bookings, so every booking takes a slot the same way.
 */
export async function insertBookingUnderSlotRules(
  tx: Tx,
  venueId: number,
  values: repo.BookingValues & { eventDate: Date },
): Promise<repo.BookingRow> {
  const rules = await repo.getSlotRules(tx, venueId, values.eventDate);
  if (values.status === 'cancelled') {
    // A cancelled booking holds no slot; the unique index ignores it.
    return repo.insertBooking(tx, venueId, values, { localDay: rules.localDay, slot: 1 });
  }
  return takeSlot(tx, venueId, rules, null, (db, slot) =>
    repo.insertBooking(db, venueId, values, { localDay: rules.localDay, slot }),
  );
}

/**
 * Edits a booking. Moving it to another venue day, or bringing it back from cancelled, takes a
 * slot on that day the same way creating does; other edits keep the slot it holds.
 */
export async function updateBooking(
  deps: AppDeps,
  actor: StaffActor,
  id: number,
  input: UpdateBookingInput,
): Promise<Booking> {
  const data = updateBookingSchema.parse(input);
  const values = { ...data, eventDate: data.eventDate ? new Date(data.eventDate) : undefined };
  const row = await deps.db.transaction(async (tx) => {
    const existing = await repo.findVenueBooking(tx, actor.venueId, id);
    if (!existing) throw notFound('Booking');
    const eventDate = values.eventDate ?? existing.eventDate;
    const status = values.status ?? existing.status;
    const rules = await repo.getSlotRules(tx, actor.venueId, eventDate);
    const movesDay = values.eventDate !== undefined && rules.localDay !== existing.localDay;
    const needsSlot = status !== 'cancelled' && (movesDay || existing.status === 'cancelled');
    return needsSlot
      ? takeSlot(tx, actor.venueId, rules, id, (db, slot) =>
          repo.updateBooking(db, actor.venueId, id, { ...values, localDay: rules.localDay, slot }),
        )
      : repo.updateBooking(tx, actor.venueId, id, movesDay ? { ...values, localDay: rules.localDay } : values);
  });
  if (!row) throw notFound('Booking');
  return toBooking(row);
}

/**
 * Sets a booking's total inside the caller's transaction: a payment schedule entered together
 * with the total it splits saves both at once.
 */
export async function setBookingTotal(tx: Tx, venueId: number, id: number, totalAmount: string): Promise<void> {
  if (!(await repo.updateBooking(tx, venueId, id, { totalAmount }))) throw notFound('Booking');
}

/** Deletes a booking. One with payment records is refused (a foreign key says so): cancel it instead. */
export async function deleteBooking(deps: AppDeps, actor: StaffActor, id: number): Promise<void> {
  try {
    if (!(await repo.deleteBooking(deps.db, actor.venueId, id))) throw notFound('Booking');
  } catch (error) {
    // 23001: ON DELETE RESTRICT refused it; 23503: any other foreign key did.
    if (getSqlState(error) !== '23001' && getSqlState(error) !== '23503') throw error;
    throw new AppError(
      'CONFLICT',
      'This booking has payments, so it cannot be deleted. Set its status to Cancelled instead; its payment records are kept.',
    );
  }
}

/**
 * The venue's bookings made under an e-mail address (any case), for other features that look for
 * a couple who already booked (a lead's matches); `exceptId` leaves one booking out.
 */
export async function findVenueBookingsByEmail(
  db: DbOrTx,
  venueId: number,
  email: string,
  options: { exceptId: number | null; limit: number },
): Promise<{ id: number; coupleNames: string; eventDate: string; status: BookingStatus }[]> {
  const rows = await repo.listVenueBookingsByEmail(db, venueId, email, options);
  return rows.map((row) => ({ ...row, eventDate: row.eventDate.toISOString() }));
}

const EXTRA_ATTEMPTS = 5;

/**
 * Runs `write` with a free slot of the day. The partial unique index decides races: a write
 * that lost one (23505) looks again, and a day with no free slot answers 409 naming the date.
 * Each try runs in a savepoint, so a lost race does not abort the caller's transaction.
 */
async function takeSlot<T>(
  tx: Tx,
  venueId: number,
  rules: repo.SlotRules,
  exceptBookingId: number | null,
  write: (db: Tx, slot: number) => Promise<T>,
): Promise<T> {
  requireOpenDay(rules);
  for (let attempt = 0; attempt < rules.maxBookingsPerDay + EXTRA_ATTEMPTS; attempt += 1) {
    const slot = await repo.findFreeSlot(tx, venueId, rules.localDay, rules.maxBookingsPerDay, exceptBookingId);
    if (slot === null) break;
    try {
      return await tx.transaction((savepoint) => write(savepoint, slot));
    } catch (error) {
      if (getSqlState(error) !== '23505') throw error;
    }
  }
  throw dayFullError(rules.localDay);
}

/** Blackout dates and closed weekdays (settings, availability) take no bookings at all. */
function requireOpenDay(rules: repo.SlotRules): void {
  const day = formatDayLong(rules.localDay);
  if (rules.isBlackout) throw new AppError('CONFLICT', `${day} is a blackout date`);
  if (rules.isClosedWeekday) {
    throw new AppError('CONFLICT', `${day} is a ${formatWeekday(rules.localDay)}, when the venue is closed`);
  }
}

function dayFullError(localDay: string): AppError {
  return new AppError('CONFLICT', `${formatDayLong(localDay)} is already booked`);
}

export type DayAvailability =
  | { available: true }
  | { available: false; reason: 'past' | 'blackout' | 'closed' | 'booked'; alternatives?: string[] };

/**
 * Whether a venue day takes one more booking, under the rules a booking would meet. It says
 * nothing about who booked: the public inquiry form asks it.
 */
export async function getDayAvailability(db: DbOrTx, venueId: number, day: string): Promise<DayAvailability> {
  const occupancy = await repo.getDayOccupancy(db, venueId, day);
  if (!occupancy) throw notFound('Venue');
  if (occupancy.isPast) return { available: false, reason: 'past' };
  if (occupancy.isBlackout) return { available: false, reason: 'blackout' };
  if (occupancy.isClosedWeekday) return { available: false, reason: 'closed' };
  if (isDayFull(occupancy.held, occupancy.maxBookingsPerDay)) return { available: false, reason: 'booked' };
  return { available: true };
}

/**
 * The venue's open days nearest to `day`, to offer when `day` cannot be had: up to `limit`, within
 * `windowDays` either side, none in the past (the venue's today) and none after the years the
 * product takes.
 */
export async function findNearestOpenDays(
  db: DbOrTx,
  venueId: number,
  day: string,
  options: { limit: number; windowDays: number },
): Promise<string[]> {
  return repo.listNearestOpenDays(db, venueId, day, { ...options, lastDay: `${MAX_YEAR}-12-31` });
}

/**
 * The booking's status follows its deposit, inside the payment's transaction: a paid deposit
 * moves booked to deposit_paid, and a deposit refunded in full moves deposit_paid back to booked.
 * A booking in any other status keeps it.
 */
export async function setDepositPaid(db: DbOrTx, venueId: number, bookingId: number, isPaid: boolean): Promise<void> {
  if (isPaid) await repo.moveBookingStatus(db, venueId, bookingId, 'booked', 'deposit_paid');
  else await repo.moveBookingStatus(db, venueId, bookingId, 'deposit_paid', 'booked');
}

/**
 * Makes a user the booking's client (the portal shows it to them, its payments and contracts
 * with it), inside the caller's transaction; false when another client has it.
 */
export async function assignBookingClient(
  db: DbOrTx,
  venueId: number,
  bookingId: number,
  userId: number,
): Promise<boolean> {
  return clientsRepo.assignClient(db, venueId, bookingId, userId);
}

/** Takes the booking from its client, if `userId` still is its client; false when not. */
export async function unassignBookingClient(
  db: DbOrTx,
  venueId: number,
  bookingId: number,
  userId: number,
): Promise<boolean> {
  return clientsRepo.unassignClient(db, venueId, bookingId, userId);
}

/** How many of the venue's bookings are the user's, as their client. */
/** The couple and the event's day of one of the venue's bookings, for notices about it. */
export async function findBookingCouple(db: DbOrTx, venueId: number, id: number) {
  const row = await repo.findVenueBooking(db, venueId, id);
  return row && { coupleNames: row.coupleNames, eventDate: row.eventDate };
}

export async function countClientBookingsInVenue(db: DbOrTx, venueId: number, userId: number): Promise<number> {
  return clientsRepo.countClientBookingsInVenue(db, venueId, userId);
}
