import { loadEmailBrand } from '../outbox/email-brand.ts';
import type { AppDeps } from '../../deps.ts';
import type { PaymentReminderKind } from '../../db/schema.ts';
import { notifyVenue } from '../notifications/notifications.service.ts';
import { enqueueEmail, venueSender } from '../outbox/outbox.service.ts';
import { overduePaymentNotice, paymentReminderEmail } from './payments.emails.ts';
import * as repo from './payment-reminders.repo.ts';

/** 'YYYY-MM-DD' moved by whole calendar days. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The reminder an owed payment is due for on the venue's day `today` (all 'YYYY-MM-DD' venue
 * days): the couple's a week before (caught up on a later day of that week if no pass ran, but
 * not for a payment made within the week, whose request just told them), the couple's on the due
 * day, and the venue's once the day has passed.
 */
export function getDueReminder(
  payment: { dueDate: string; createdDay: string },
  today: string,
): PaymentReminderKind | null {
  if (today > payment.dueDate) return 'overdue';
  if (today === payment.dueDate) return 'due_day';
  const weekBefore = addDays(payment.dueDate, -7);
  if (today >= weekBefore && payment.createdDay <= weekBefore) return 'week_before';
  return null;
}

export type PaymentRemindersResult = Record<PaymentReminderKind, number>;

/**
 * One pass over every venue's owed payments (a scheduled pass): each reminder is sent in its own
 * transaction with the row that records it, so two passes at once send it once, and a payment
 * paid, moved or whose booking was cancelled before the lock gets none.
 */
export async function sendPaymentReminders(deps: AppDeps, now: Date): Promise<PaymentRemindersResult> {
  const sent: PaymentRemindersResult = { week_before: 0, due_day: 0, overdue: 0 };
  for (const candidate of await repo.findPaymentsToRemind(deps.db, now)) {
    const kind = await deps.db.transaction(async (tx) => {
      const payment = await repo.lockOwedPayment(tx, candidate.venueId, candidate.id, now);
      const due = payment && getDueReminder(payment, payment.today);
      if (!payment || !due) return null;
      const recorded = await repo.recordPaymentReminder(tx, {
        venueId: payment.venueId,
        paymentId: payment.id,
        kind: due,
        dueDate: payment.dueDate,
      });
      if (!recorded) return null;
      if (due === 'overdue') {
        await notifyVenue(tx, {
          venueId: payment.venueId,
          kind: 'payment.overdue',
          ...overduePaymentNotice(payment),
          link: `/payments?payment=${payment.id}`,
        });
      } else {
        await enqueueEmail(tx, {
          venueId: payment.venueId,
          to: payment.email,
          ...venueSender({ name: payment.venueName, email: payment.venueEmail }),
          ...paymentReminderEmail({
            ...payment,
            dueToday: due === 'due_day',
            reference: `P-${payment.id}`,
            portalUrl: `${deps.config.publicUrl}/client-portal`,
            brand: await loadEmailBrand(tx, payment.venueId, deps.config.publicUrl),
          }),
        });
      }
      return due;
    });
    if (kind) sent[kind] += 1;
  }
  if (sent.week_before + sent.due_day > 0) deps.mailer.deliverSoon();
  return sent;
}
