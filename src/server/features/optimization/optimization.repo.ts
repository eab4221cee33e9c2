import { sql } from 'drizzle-orm';
import { getOfferedEventTypes } from '#shared/bookings/event-types.ts';
import type { BookingStatus } from '#shared/bookings/booking-status.ts';
import { awaitingSignatureStatuses, type ContractStatus } from '#shared/contracts/contract-status.ts';
import { activeLeadStatuses, type LeadSource, type LeadStatus } from '#shared/leads/lead-status.ts';
import type { PaymentStatus, PaymentType } from '#shared/payments/payment-status.ts';
import type { DbOrTx } from '../../db/client.ts';
import { sqlList } from '../../db/sql-lists.ts';
import { bookings, contracts, leadStageChanges, leads, payments, venues } from '../../db/schema.ts';
import { getCountryOfTimeZone } from './public-holidays.ts';
import type { VenueFacts } from './venue-facts.ts';

/**
 * How far back the engine looks at what is settled (events held, leads answered, money paid);
 * what is still open (a lead waiting, a payment owed, a contract out) is read whatever its age.
 */
const HISTORY = sql`interval '2 years'`;
/** A bound on each list, so one venue's analysis never reads without limit. */
const MAX_ROWS = 20_000;

const asDay = (column: unknown) => sql<string | null>`to_char(${column}, 'YYYY-MM-DD')`;

/** Everything the built-in engine reads about one venue, in five queries; null for no venue. */
export async function loadVenueFacts(db: DbOrTx, venueId: number, now: Date): Promise<VenueFacts | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  // One query after another: inside a transaction (the demo seed) they share one connection.
  const venueResult = await db.execute<{
    timezone: string;
    base_price: number | null;
    max_bookings_per_day: number;
    open_weekdays: number[];
    blackout_dates: string[];
    event_types: string[];
  }>(sql`
      select v.timezone, v.base_price::float8 as base_price, v.max_bookings_per_day, v.open_weekdays,
        array(select to_char(d, 'YYYY-MM-DD') from unnest(v.blackout_dates) d order by d) as blackout_dates,
        v.event_types
      from ${venues} v where v.id = ${venueId}`);
  const bookingResult = await db.execute<{
    id: number;
    local_day: string;
    event_type: string;
    status: BookingStatus;
    total_amount: number | null;
    guest_count: number | null;
    created_at: Date;
  }>(sql`
      select b.id, ${asDay(sql`b.local_day`)} as local_day, b.event_type, b.status,
        b.total_amount::float8 as total_amount, b.guest_count, b.created_at
      from ${bookings} b
      where b.venue_id = ${venueId}
        and b.local_day >= ((${at} at time zone (select timezone from ${venues} where id = ${venueId})) - ${HISTORY})::date
      order by b.local_day, b.id limit ${MAX_ROWS}`);
  const leadResult = await db.execute<{
    id: number;
    status: LeadStatus;
    source: LeadSource | null;
    preferred_date: string | null;
    budget: number | null;
    created_at: Date;
    first_moved_at: Date | null;
    lost_from: LeadStatus | null;
  }>(sql`
      select l.id, l.status, l.source, ${asDay(sql`l.preferred_date`)} as preferred_date,
        l.budget::float8 as budget, l.created_at,
        (select min(c.changed_at) from ${leadStageChanges} c
          where c.venue_id = l.venue_id and c.lead_id = l.id and c.from_status = 'new') as first_moved_at,
        case when l.status = 'lost' then (select c.from_status from ${leadStageChanges} c
          where c.venue_id = l.venue_id and c.lead_id = l.id and c.to_status = 'lost'
          order by c.changed_at desc, c.id desc limit 1) end as lost_from
      from ${leads} l
      where l.venue_id = ${venueId}
        and (l.created_at >= ${at} - ${HISTORY} or l.status in ${sqlList(activeLeadStatuses)})
      order by l.created_at desc, l.id desc limit ${MAX_ROWS}`);
  const paymentResult = await db.execute<{
    id: number;
    booking_id: number;
    amount: number;
    type: PaymentType;
    status: PaymentStatus;
    due_date: string | null;
    paid_at: Date | null;
  }>(sql`
      select p.id, p.booking_id, p.amount::float8 as amount, p.type, p.status,
        ${asDay(sql`p.due_date`)} as due_date, p.paid_at
      from ${payments} p
      where p.venue_id = ${venueId}
        and (p.status in ('pending', 'processing', 'failed') or coalesce(p.paid_at, p.created_at) >= ${at} - ${HISTORY})
      order by p.id desc limit ${MAX_ROWS}`);
  const contractResult = await db.execute<{
    id: string;
    booking_id: number | null;
    status: ContractStatus;
    sent_at: Date | null;
    signed_at: Date | null;
  }>(sql`
      select c.id, c.booking_id, c.status, c.sent_at, c.signed_at
      from ${contracts} c
      where c.venue_id = ${venueId}
        and (c.status in ${sqlList(awaitingSignatureStatuses)} or c.created_at >= ${at} - ${HISTORY})
      order by c.created_at desc, c.id limit ${MAX_ROWS}`);
  const venue = venueResult.rows[0];
  if (!venue) return null;
  return {
    now,
    timeZone: venue.timezone,
    country: getCountryOfTimeZone(venue.timezone),
    basePrice: venue.base_price,
    maxBookingsPerDay: venue.max_bookings_per_day,
    openWeekdays: venue.open_weekdays,
    blackoutDates: venue.blackout_dates,
    eventTypes: getOfferedEventTypes(venue.event_types),
    bookings: bookingResult.rows.map((row) => ({
      id: row.id,
      localDay: row.local_day,
      eventType: row.event_type,
      status: row.status,
      totalAmount: row.total_amount,
      guestCount: row.guest_count,
      createdAt: new Date(row.created_at),
    })),
    leads: leadResult.rows.map((row) => ({
      id: row.id,
      status: row.status,
      source: row.source,
      preferredDate: row.preferred_date,
      budget: row.budget,
      createdAt: new Date(row.created_at),
      firstMovedAt: row.first_moved_at && new Date(row.first_moved_at),
      lostFrom: row.lost_from,
    })),
    payments: paymentResult.rows.map((row) => ({
      id: row.id,
      bookingId: row.booking_id,
      amount: row.amount,
      type: row.type,
      status: row.status,
      dueDate: row.due_date,
      paidAt: row.paid_at && new Date(row.paid_at),
    })),
    contracts: contractResult.rows.map((row) => ({
      id: row.id,
      bookingId: row.booking_id,
      status: row.status,
      sentAt: row.sent_at && new Date(row.sent_at),
      signedAt: row.signed_at && new Date(row.signed_at),
    })),
  };
}
