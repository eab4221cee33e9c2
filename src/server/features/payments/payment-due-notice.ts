import { formatCalendarEventDay } from '#shared/dates/format-dates.ts';
import { getPaymentName } from '#shared/i18n/payment-name.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notifyClient } from '../notifications/notifications.service.ts';
import { getPaymentEmailLanguage, type PaymentEmailLanguage } from './payment-email-language.ts';
import type { PaymentRow } from './payments.repo.ts';
import { findReceiptFacts } from './payments.repo.ts';

/** "$800.00 (Deposit (30%)), due Saturday, June 12, 2027" in the booking's language. */
function describe(
  payment: Pick<PaymentRow, 'amount' | 'dueDate' | 'description' | 'type'>,
  { t, locale, money }: PaymentEmailLanguage,
): string {
  const amount = money(payment.amount);
  const described = payment.description?.trim() ? { amount, payment: getPaymentName(payment, { t }).text } : null;
  if (!payment.dueDate) {
    return described
      ? t('paymentEmail.dueNotice.lineDescribedNow', described)
      : t('paymentEmail.dueNotice.lineNow', { amount });
  }
  const day = formatCalendarEventDay(payment.dueDate, locale);
  return described
    ? t('paymentEmail.dueNotice.lineDescribed', { ...described, day })
    : t('paymentEmail.dueNotice.line', { amount, day });
}

/**
 * Tells the booking's client (when it has one in the portal) about new pending payments, in the
 * creating transaction: one notice for one payment or for a whole schedule, not one per row. It
 * is written in the booking's language, whoever made the payments (docs/decisions/071).
 */
export async function tellClientPaymentsDue(
  tx: DbOrTx,
  venueId: number,
  bookingId: number,
  created: Pick<PaymentRow, 'amount' | 'dueDate' | 'description' | 'type'>[],
): Promise<void> {
  const facts = await findReceiptFacts(tx, venueId, bookingId);
  if (facts.clientId === null || created.length === 0) return;
  const words = getPaymentEmailLanguage(facts.language);
  const [first] = created;
  await notifyClient(tx, {
    venueId,
    userId: facts.clientId,
    kind: 'payment.due',
    title:
      created.length === 1
        ? words.t('paymentEmail.dueNotice.one', { amount: words.money(first!.amount), venueName: facts.venueName })
        : words.t('paymentEmail.dueNotice.many', {
            venueName: facts.venueName,
            count: created.length,
            coupleNames: facts.coupleNames,
          }),
    body: created.map((payment) => describe(payment, words)).join('\n'),
    link: '/client-portal?tab=payments',
    language: facts.language,
  });
}
