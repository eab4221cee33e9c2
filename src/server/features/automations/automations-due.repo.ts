import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sqlList } from '../../db/sql-lists.ts';

/**
 * How many days late a pass may still send: a pass that did not run for a day or two (the server
 * was down) catches up, but turning an automation on never e-mails everyone whose day passed
 * long ago.
 */
export const CATCH_UP_DAYS = 3;

/** Bookings that are happening: the reminder and the thank-you go to these alone. */
export const REMINDED_BOOKING_STATUSES = ['booked', 'deposit_paid'] as const;
export const THANKED_BOOKING_STATUSES = ['booked', 'deposit_paid', 'completed'] as const;

export interface DueTarget {
  automationId: number;
  venueId: number;
  targetId: number;
  triggerKey: string;
}

type Rows = { rows: Record<string, unknown>[] };

function toTargets(result: Rows): DueTarget[] {
  return result.rows.map((row) => ({
    automationId: Number(row.automation_id),
    venueId: Number(row.venue_id),
    targetId: Number(row.target_id),
    triggerKey: String(row.trigger_key),
  }));
}

/** The venue's own today at `now`, in SQL, for a query joined to venues as v. */
const venueToday = (now: Date) => sql`(${now.toISOString()}::timestamptz at time zone v.timezone)::date`;

/**
 * Leads still New whose follow-up day (the inquiry's day in the venue's time zone plus the
 * delay) has come, without a run yet.
 */
export async function findDueFollowUps(db: DbOrTx, now: Date): Promise<DueTarget[]> {
  const today = venueToday(now);
  return toTargets(
    await db.execute(sql`
      select a.id as automation_id, a.venue_id, l.id as target_id, 'lead:' || l.id as trigger_key
      from automations a
      join venues v on v.id = a.venue_id
      join leads l on l.venue_id = a.venue_id
      where a.kind = 'lead_follow_up' and a.enabled and l.status = 'new'
        and (l.created_at at time zone v.timezone)::date + a.delay_days
          between ${today} - ${CATCH_UP_DAYS}::int and ${today}
        and not exists (
          select 1 from automation_runs r where r.automation_id = a.id and r.trigger_key = 'lead:' || l.id)
      order by l.id`),
  );
}

/**
 * Bookings going ahead whose event is still to come and whose reminder day (the event's day
 * less the delay) has come. The key carries the event's day: a moved event is reminded anew.
 */
export async function findDueReminders(db: DbOrTx, now: Date): Promise<DueTarget[]> {
  const today = venueToday(now);
  return toTargets(
    await db.execute(sql`
      select a.id as automation_id, a.venue_id, b.id as target_id,
        'booking:' || b.id || ':' || b.local_day as trigger_key
      from automations a
      join venues v on v.id = a.venue_id
      join bookings b on b.venue_id = a.venue_id
      where a.kind = 'event_reminder' and a.enabled
        and b.status in ${sqlList(REMINDED_BOOKING_STATUSES)}
        and b.local_day > ${today}
        and b.local_day - a.delay_days between ${today} - ${CATCH_UP_DAYS}::int and ${today}
        and not exists (
          select 1 from automation_runs r
          where r.automation_id = a.id and r.trigger_key = 'booking:' || b.id || ':' || b.local_day)
      order by b.id`),
  );
}

/** Bookings whose event was yesterday (or within the catch-up days), not yet thanked. */
export async function findDueThankYous(db: DbOrTx, now: Date): Promise<DueTarget[]> {
  const today = venueToday(now);
  return toTargets(
    await db.execute(sql`
      select a.id as automation_id, a.venue_id, b.id as target_id, 'booking:' || b.id as trigger_key
      from automations a
      join venues v on v.id = a.venue_id
      join bookings b on b.venue_id = a.venue_id
      where a.kind = 'thank_you' and a.enabled
        and b.status in ${sqlList(THANKED_BOOKING_STATUSES)}
        and b.local_day + 1 between ${today} - ${CATCH_UP_DAYS}::int and ${today}
        and not exists (
          select 1 from automation_runs r where r.automation_id = a.id and r.trigger_key = 'booking:' || b.id)
      order by b.id`),
  );
}
