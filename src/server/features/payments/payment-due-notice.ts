import { formatCalendarEventDay } from '#shared/dates/format-dates.ts';
import { formatUsd } from '#shared/money.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notifyClient } from '../notifications/notifications.service.ts';
import type { PaymentRow } from './payments.repo.ts';
import { findReceiptFacts } from './payments.repo.ts';

function describe(payment: Pick<PaymentRow, 'amount' | 'dueDate' | 'description'>): string {
  const due = payment.dueDate ? `due ${formatCalendarEventDay(payment.dueDate)}` : 'due now';
  return `${formatUsd(payment.amount)}${payment.description ? ` (${payment.description})` : ''}, ${due}`;
}

/**
 * Tells the booking's client (when it has one in the portal) about new pending payments, in the
 * creating transaction: one notice for one payment or for a whole schedule, not one per row.
 */
export async function tellClientPaymentsDue(
  tx: DbOrTx,
  venueId: number,
  bookingId: number,
  created: Pick<PaymentRow, 'amount' | 'dueDate' | 'description'>[],
): Promise<void> {
  const facts = await findReceiptFacts(tx, venueId, bookingId);
  if (facts.clientId === null || created.length === 0) return;
  const [first] = created;
  await notifyClient(tx, {
    venueId,
    userId: facts.clientId,
    kind: 'payment.due',
    title:
      created.length === 1
        ? `${formatUsd(first!.amount)} due to ${facts.venueName}`
        : `${facts.venueName} scheduled ${created.length} payments for ${facts.coupleNames}`,
    body: created.map(describe).join('\n'),
    link: '/client-portal?tab=payments',
  });
}
