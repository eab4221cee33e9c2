import { sql } from 'drizzle-orm';
import type { BookingStatus } from '#shared/bookings/booking-status.ts';
import type { LeadSource, LeadStatus } from '#shared/leads/lead-status.ts';
import { OCCUPANCY_WEEKS_EACH_SIDE } from '#shared/optimization/analytics.schemas.ts';
import type { DbOrTx } from '../../db/client.ts';

/*
 * The Performance Analytics figures. Every statement names the venue and reads its own time zone
 * from the venues row, so days and months are the venue's. `since` is the first day of the venue
 * month eleven months before this one (the twelve months of the revenue chart).
 */

const windowStart = sql`(date_trunc('month', now() at time zone v.timezone) - interval '11 months')::date`;

export type RevenueMonthRow = {
  month: string;
  paid: string;
  scheduled: string;
};

/**
 * Money in (less its refunds) and money due, for each of the twelve months, oldest first. A paid
 * payment that never had a due date was due when it was paid (a deposit taken on the spot).
 */
export async function listRevenueByMonth(db: DbOrTx, venueId: number): Promise<RevenueMonthRow[]> {
  const result = await db.execute<RevenueMonthRow>(sql`
    with v as (select timezone, ${windowStart} as since from venues v where v.id = ${venueId}),
    months as (
      select m::date as first, (m + interval '1 month')::date as next, v.timezone
      from v, generate_series(v.since::timestamp, v.since + interval '11 months', interval '1 month') as m
    )
    select to_char(months.first, 'YYYY-MM') as month,
      coalesce((
        select sum(p.amount - p.refunded_amount) from payments p
        where p.venue_id = ${venueId} and p.status in ('paid', 'refunded')
          and p.paid_at >= (months.first::timestamp at time zone months.timezone)
          and p.paid_at < (months.next::timestamp at time zone months.timezone)
      ), 0)::numeric(14, 2)::text as paid,
      coalesce((
        select sum(p.amount) from payments p
        join bookings b on b.venue_id = p.venue_id and b.id = p.booking_id
        where p.venue_id = ${venueId}
          and coalesce(p.due_date, (p.paid_at at time zone months.timezone)::date) >= months.first
          and coalesce(p.due_date, (p.paid_at at time zone months.timezone)::date) < months.next
          and not (b.status = 'cancelled' and p.status not in ('paid', 'refunded'))
      ), 0)::numeric(14, 2)::text as scheduled
    from months order by months.first`);
  return result.rows;
}

export type AnalyticsWindow = {
  since: string;
  occupancyFrom: string;
  occupancyTo: string;
};

/** The window's first day and the occupancy span, as the venue's YYYY-MM-DD days. */
export async function getAnalyticsWindow(db: DbOrTx, venueId: number): Promise<AnalyticsWindow> {
  const days = OCCUPANCY_WEEKS_EACH_SIDE * 7;
  const result = await db.execute<AnalyticsWindow>(sql`
    select to_char(${windowStart}, 'YYYY-MM-DD') as "since",
      to_char((now() at time zone v.timezone)::date - ${days}::int, 'YYYY-MM-DD') as "occupancyFrom",
      to_char((now() at time zone v.timezone)::date + ${days - 1}::int, 'YYYY-MM-DD') as "occupancyTo"
    from venues v where v.id = ${venueId}`);
  return result.rows[0]!;
}

/** Bookings whose event falls on or after `since`, counted by status (statuses with none are absent). */
export async function countBookingsByStatus(
  db: DbOrTx,
  venueId: number,
  since: string,
): Promise<{ status: BookingStatus; count: number }[]> {
  const result = await db.execute<{ status: BookingStatus; count: number }>(sql`
    select b.status, count(*)::int as count from bookings b
    where b.venue_id = ${venueId} and b.local_day >= ${since}::date
    group by b.status`);
  return result.rows;
}

export type LeadCountRow = {
  status: LeadStatus;
  source: LeadSource | null;
  count: number;
};

/** Leads that arrived on or after the venue day `since`, counted by status and source together. */
export async function countLeadsByStatusAndSource(db: DbOrTx, venueId: number, since: string): Promise<LeadCountRow[]> {
  const result = await db.execute<LeadCountRow>(sql`
    select l.status, l.source, count(*)::int as count
    from leads l join venues v on v.id = l.venue_id
    where l.venue_id = ${venueId} and l.created_at >= (${since}::date::timestamp at time zone v.timezone)
    group by l.status, l.source`);
  return result.rows;
}

export type WeekdaySlotsRow = {
  weekday: number;
  openSlots: number;
  takenSlots: number;
};

/**
 * For each weekday of the days `from` to `to` (included): the slots of the days the venue opens
 * (weekday open, not a blackout date) and the non-cancelled bookings on them, at most the day's
 * slots each (a day booked before its limit was lowered still reads full, not over full).
 */
export async function countWeekdaySlots(
  db: DbOrTx,
  venueId: number,
  from: string,
  to: string,
): Promise<WeekdaySlotsRow[]> {
  const result = await db.execute<WeekdaySlotsRow>(sql`
    with v as (
      select open_weekdays, blackout_dates, max_bookings_per_day as per_day from venues where id = ${venueId}
    ),
    days as (
      select d::date as day, extract(dow from d)::int as weekday,
        extract(dow from d)::int = any(v.open_weekdays) and not (d::date = any(v.blackout_dates)) as is_open
      from v, generate_series(${from}::timestamp, ${to}::timestamp, interval '1 day') as d
    ),
    taken as (
      select b.local_day as day, count(*)::int as bookings from bookings b
      where b.venue_id = ${venueId} and b.status <> 'cancelled'
        and b.local_day >= ${from}::date and b.local_day <= ${to}::date
      group by b.local_day
    )
    select days.weekday as "weekday",
      (count(*) filter (where days.is_open) * v.per_day)::int as "openSlots",
      coalesce(sum(least(coalesce(taken.bookings, 0), v.per_day)) filter (where days.is_open), 0)::int as "takenSlots"
    from days cross join v left join taken on taken.day = days.day
    group by days.weekday, v.per_day
    order by days.weekday`);
  return result.rows;
}
