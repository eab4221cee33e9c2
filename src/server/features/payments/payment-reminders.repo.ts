import { sql } from 'drizzle-orm';
import type { Language } from '#shared/i18n/languages.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, paymentReminders, payments, venues, type PaymentReminderKind } from '../../db/schema.ts';

/** Still owed: waiting for money (pending) or a debit that failed; money on its way is not chased. */
const OWED = sql`${payments.status} in ('pending', 'failed') and ${bookings.status} <> 'cancelled'`;

/** The venue's calendar day at `now`, 'YYYY-MM-DD' (decision 008). */
const venueDay = (now: Date) =>
  sql`to_char((${now.toISOString()}::timestamptz at time zone ${venues.timezone})::date, 'YYYY-MM-DD')`;

/**
 * Owed payments of every venue whose due date is at most a week away at the venue, or past,
 * without the venue's overdue notice yet (after it there is nothing left to remind of).
 */
export async function findPaymentsToRemind(db: DbOrTx, now: Date): Promise<{ venueId: number; id: number }[]> {
  const rows = await db.execute<{ venueId: number; id: number }>(sql`
    select ${payments.venueId} as "venueId", ${payments.id} as id
      from ${payments}
      join ${bookings} on ${bookings.venueId} = ${payments.venueId} and ${bookings.id} = ${payments.bookingId}
      join ${venues} on ${venues.id} = ${payments.venueId}
     where ${OWED} and ${payments.dueDate} is not null
       and ${payments.dueDate} <= (${now.toISOString()}::timestamptz at time zone ${venues.timezone})::date + 7
       and not exists (select 1 from ${paymentReminders} r
                        where r.payment_id = ${payments.id} and r.kind = 'overdue' and r.due_date = ${payments.dueDate})
     order by ${payments.id}`);
  return rows.rows;
}

export type ReminderPaymentRow = NonNullable<Awaited<ReturnType<typeof lockOwedPayment>>>;

/**
 * The payment with what its reminder says, if it is still owed, held (FOR SHARE) until the
 * caller's transaction ends, so it cannot be paid, moved or its booking cancelled meanwhile.
 */
export async function lockOwedPayment(tx: DbOrTx, venueId: number, id: number, now: Date) {
  const rows = await tx.execute<{
    id: number;
    venueId: number;
    amount: string;
    type: (typeof payments.$inferSelect)['type'];
    description: string | null;
    dueDate: string;
    createdDay: string;
    today: string;
    coupleNames: string;
    email: string;
    venueName: string;
    venueEmail: string | null;
    timeZone: string;
    language: Language;
  }>(sql`
    select ${payments.id} as id, ${payments.venueId} as "venueId", ${payments.amount} as amount,
           ${payments.type} as type, ${payments.description} as description,
           to_char(${payments.dueDate}, 'YYYY-MM-DD') as "dueDate",
           to_char((${payments.createdAt} at time zone ${venues.timezone})::date, 'YYYY-MM-DD') as "createdDay",
           ${venueDay(now)} as today,
           ${bookings.coupleNames} as "coupleNames", ${bookings.email} as email,
           ${venues.name} as "venueName", ${venues.email} as "venueEmail", ${venues.timezone} as "timeZone",
           ${bookings.language} as language
      from ${payments}
      join ${bookings} on ${bookings.venueId} = ${payments.venueId} and ${bookings.id} = ${payments.bookingId}
      join ${venues} on ${venues.id} = ${payments.venueId}
     where ${payments.venueId} = ${venueId} and ${payments.id} = ${id} and ${OWED} and ${payments.dueDate} is not null
       for share of ${payments}, ${bookings}`);
  return rows.rows[0];
}

/**
 * Records that the payment got this reminder for this due date; false when it already had it
 * (another pass sent it, or is sending it: this insert then waits for that one's transaction).
 */
export async function recordPaymentReminder(
  tx: DbOrTx,
  reminder: { venueId: number; paymentId: number; kind: PaymentReminderKind; dueDate: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentReminders)
    .values(reminder)
    .onConflictDoNothing()
    .returning({ kind: paymentReminders.kind });
  return inserted.length > 0;
}
