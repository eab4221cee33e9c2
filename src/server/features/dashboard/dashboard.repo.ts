import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { confirmedBookingStatuses, revenueBookingStatuses } from '#shared/bookings/booking-status.ts';
import { activeLeadStatuses, followUpLeadStatuses, recentLeadStatuses } from '#shared/leads/lead-status.ts';
import { preparedPerDb, type Db, type DbOrTx } from '../../db/client.ts';
import { sqlList } from '../../db/sql-lists.ts';
import { bookings, leads, payments, venues } from '../../db/schema.ts';

export interface MonthFiguresRow {
  bookings: number;
  revenue: string;
  occupancy: number;
}

export interface DashboardFigures {
  current: MonthFiguresRow;
  previous: MonthFiguresRow;
  activeLeads: number;
  followUpLeads: number;
}

/**
 * This month's and last month's figures in the venue's time zone, and the lead counts, as one
 * JSON row built by PostgreSQL from a statement prepared once per connection (the dashboard is
 * the page a venue opens every morning; see bench/run.ts). Bookings are read through the
 * (venue, local day) index for the two months only. Occupancy divides the held slots by the
 * month's bookable slots: its open days (weekday open, not a blackout date) times the bookings
 * allowed per day.
 */
export async function getDashboardFigures(db: Db, venueId: number): Promise<DashboardFigures> {
  const [row] = await getFiguresQuery(db).execute({ venueId });
  return JSON.parse(row!.body) as DashboardFigures;
}

const monthFigures = (starts: SQL, ends: SQL) => sql`(
  select json_build_object(
    'bookings', count(b.id)::int,
    'revenue', coalesce(sum(b.total_amount) filter (where b.status in ${sqlList(revenueBookingStatuses)}), 0)
      ::numeric(14, 2)::text,
    'occupancy', coalesce((
      select least(100, round(100.0 * count(b.id) / nullif(count(*) * ${venues.maxBookingsPerDay}, 0)))::int
      from generate_series(${starts}, ${ends} - 1, interval '1 day') as d
      where extract(dow from d)::int = any(${venues.openWeekdays}) and not (d::date = any(${venues.blackoutDates}))
    ), 0))
  from ${bookings} b
  where b.venue_id = ${venues.id} and b.status <> 'cancelled' and b.local_day >= ${starts} and b.local_day < ${ends}
)`;

const getFiguresQuery = preparedPerDb(function prepareFiguresQuery(db: Db) {
  const thisMonth = sql`date_trunc('month', now() at time zone ${venues.timezone})::date`;
  const lastMonth = sql`(${thisMonth} - interval '1 month')::date`;
  const nextMonth = sql`(${thisMonth} + interval '1 month')::date`;
  return db
    .select({
      body: sql<string>`json_build_object(
        'current', ${monthFigures(thisMonth, nextMonth)},
        'previous', ${monthFigures(lastMonth, thisMonth)},
        'activeLeads', lead_counts.active,
        'followUpLeads', lead_counts.follow_up
      )::text`,
    })
    .from(venues)
    .crossJoin(
      sql`lateral (
        select count(*) filter (where l.status in ${sqlList(activeLeadStatuses)})::int as active,
          count(*) filter (where l.status in ${sqlList(followUpLeadStatuses)})::int as follow_up
        from ${leads} l where l.venue_id = ${venues.id}
      ) as lead_counts`,
    )
    .where(eq(venues.id, sql.placeholder('venueId')))
    .prepare('dashboard_figures');
});

/** The soonest coming confirmed events: paying the deposit keeps an event here (decision 044). */
export function listUpcomingConfirmedEvents(db: DbOrTx, venueId: number, limit: number) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.venueId, venueId),
        inArray(bookings.status, confirmedBookingStatuses),
        gt(bookings.eventDate, sql`now()`),
      ),
    )
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
  return (
    db
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
      // The (venue, booking) foreign key guarantees the pair; joining on both uses it.
      .innerJoin(bookings, and(eq(bookings.venueId, payments.venueId), eq(bookings.id, payments.bookingId)))
      .where(and(eq(payments.venueId, venueId), eq(payments.status, status)))
      .orderBy(
        ...(status === 'pending'
          ? [sql`${payments.dueDate} asc nulls last`, asc(payments.id)]
          : [sql`${payments.paidAt} desc nulls last`, desc(payments.id)]),
      )
      .limit(limit)
  );
}
