import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { recentLeadStatuses } from '#shared/leads/lead-status.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, leads, payments } from '../../db/schema.ts';

export interface MonthFiguresRow {
  bookings: number;
  revenue: string;
  occupancy: number;
}

/**
 * This month's and last month's figures in the venue's time zone, and the lead counts, in one
 * round trip. Bookings are read through the (venue, local day) index for the two months only.
 * Occupancy divides the held slots by the month's bookable slots: its open days (weekday open,
 * not a blackout date) times the bookings allowed per day.
 */
export async function getDashboardFigures(db: DbOrTx, venueId: number) {
  const result = await db.execute<{
    current: MonthFiguresRow;
    previous: MonthFiguresRow;
    activeLeads: number;
    followUpLeads: number;
  }>(sql`
    with venue as (
      select v.max_bookings_per_day, v.open_weekdays, v.blackout_dates,
        date_trunc('month', now() at time zone v.timezone)::date as this_start
      from venues v where v.id = ${venueId}
    ),
    months as (
      select 'current' as label, this_start as starts, (this_start + interval '1 month')::date as ends from venue
      union all
      select 'previous', (this_start - interval '1 month')::date, this_start from venue
    ),
    figures as (
      select m.label,
        count(b.id)::int as bookings,
        coalesce(sum(b.total_amount) filter (where b.status in ('booked', 'deposit_paid', 'completed')), 0)::numeric(14, 2)::text
          as revenue,
        (select count(*)::int * max(venue.max_bookings_per_day)
          from venue, generate_series(m.starts, m.ends - 1, interval '1 day') as d
          where extract(dow from d)::int = any(venue.open_weekdays) and not (d::date = any(venue.blackout_dates))
        ) as capacity
      from months m
      left join bookings b on b.venue_id = ${venueId} and b.status <> 'cancelled'
        and b.local_day >= m.starts and b.local_day < m.ends
      group by m.label, m.starts, m.ends
    )
    select
      (select json_build_object('bookings', bookings, 'revenue', revenue,
        'occupancy', case when capacity > 0 then least(100, round(100.0 * bookings / capacity))::int else 0 end)
        from figures where label = 'current') as current,
      (select json_build_object('bookings', bookings, 'revenue', revenue,
        'occupancy', case when capacity > 0 then least(100, round(100.0 * bookings / capacity))::int else 0 end)
        from figures where label = 'previous') as previous,
      (select count(*)::int from leads l where l.venue_id = ${venueId}
        and l.status in ('new', 'contacted', 'tour_scheduled', 'proposal_sent')) as "activeLeads",
      (select count(*)::int from leads l where l.venue_id = ${venueId}
        and l.status in ('new', 'contacted')) as "followUpLeads"
  `);
  return result.rows[0]!;
}

export function listUpcomingBookedEvents(db: DbOrTx, venueId: number, limit: number) {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.venueId, venueId), eq(bookings.status, 'booked'), gt(bookings.eventDate, sql`now()`)))
    .orderBy(asc(bookings.eventDate), asc(bookings.id))
    .limit(limit);
}

export function listRecentOpenLeads(db: DbOrTx, venueId: number, limit: number) {
  return db
    .select({
      id: leads.id,
      name: leads.name,
      email: leads.email,
      preferredDate: leads.preferredDate,
      status: leads.status,
    })
    .from(leads)
    .where(and(eq(leads.venueId, venueId), inArray(leads.status, recentLeadStatuses)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
}

/** Pending payments soonest due first (undated last); paid ones most recently paid first. */
export function listPaymentsWithCouple(db: DbOrTx, venueId: number, status: 'pending' | 'paid', limit: number) {
  return db
    .select({
      id: payments.id,
      bookingId: payments.bookingId,
      coupleNames: bookings.coupleNames,
      amount: payments.amount,
      type: payments.type,
      description: payments.description,
      dueDate: payments.dueDate,
      status: payments.status,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(payments.venueId, venueId), eq(payments.status, status)))
    .orderBy(
      ...(status === 'pending'
        ? [sql`${payments.dueDate} asc nulls last`, asc(payments.id)]
        : [sql`${payments.paidAt} desc nulls last`, desc(payments.id)]),
    )
    .limit(limit);
}
