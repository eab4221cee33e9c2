import { z } from 'zod';
import { formatUsd } from '#shared/money.ts';
import { addDaysToKey, getVenueDay } from '#shared/calendar/recommendations.ts';
import { centsToDecimal, decimalToCents, percentOfCents } from '#shared/payments/payment-schedule.ts';
import type { PaymentRequestChannel } from '#shared/payments/payment-requests.schemas.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { getCardProcessor } from './card-processor.ts';
import * as requests from './payment-requests.repo.ts';
import { sendPaymentRequest } from './payment-requests.service.ts';
import * as repo from './payments.repo.ts';

/** Without a deposit in the booking's schedule, the deposit asked for (decision 060). */
export const DEFAULT_DEPOSIT_PERCENT = 25;
export const DEFAULT_DEPOSIT_DUE_DAYS = 7;

export type DepositSkipReason =
  | 'contract-not-signed'
  | 'no-booking'
  | 'booking-cancelled'
  | 'no-email'
  | 'no-online-payments'
  | 'deposit-paid'
  | 'deposit-already-requested'
  | 'no-total';

/** What requestDepositForSignedContract did, with a sentence for a run log. */
export type DepositRequestOutcome =
  | {
      outcome: 'requested';
      paymentId: number;
      amount: string;
      /** True when the deposit was made now; false when the booking's schedule had it. */
      created: boolean;
      channel: PaymentRequestChannel;
      sentTo: string;
      message: string;
    }
  | { outcome: 'skipped'; reason: DepositSkipReason; paymentId: number | null; message: string };

/** The deposit decision 060 makes when the booking's schedule has none; undefined without a total. */
async function insertDefaultDeposit(
  tx: DbOrTx,
  venueId: number,
  bookingId: number,
  totalAmount: string | null,
  facts: { timeZone: string; eventDate: Date },
): Promise<repo.PaymentRow | undefined> {
  const totalCents = totalAmount === null ? null : decimalToCents(totalAmount);
  const depositCents = totalCents ? percentOfCents(totalCents, DEFAULT_DEPOSIT_PERCENT) : 0;
  if (depositCents <= 0) return undefined;
  const today = getVenueDay(new Date(), facts.timeZone).dayKey;
  const eventDay = getVenueDay(facts.eventDate, facts.timeZone).dayKey;
  const due = addDaysToKey(today, DEFAULT_DEPOSIT_DUE_DAYS);
  // Due before the event, when the event is sooner than that.
  const dueDate = eventDay < due && eventDay >= today ? eventDay : due;
  const [deposit] = await repo.insertPayments(tx, venueId, [
    { bookingId, amount: centsToDecimal(depositCents), type: 'deposit', description: 'Deposit', dueDate },
  ]);
  return deposit;
}

function skipped(reason: DepositSkipReason, message: string, paymentId: number | null = null): DepositRequestOutcome {
  return { outcome: 'skipped', reason, paymentId, message };
}

/**
 * After a contract is signed: asks the couple for the deposit, inside the caller's transaction.
 * The deposit is the booking's pending one (its payment schedule's), or else one made now of
 * DEFAULT_DEPOSIT_PERCENT of the booking's total, due DEFAULT_DEPOSIT_DUE_DAYS days on (never
 * after the event); a booking with a deposit already paid, or already requested, gets nothing
 * more, so a deposit is never made or e-mailed twice (decision 060). Whatever cannot be done is
 * answered as skipped, never thrown, so the signature it follows is not undone. The booking's row
 * is locked, so two calls at once make one deposit. The caller calls `deps.mailer.deliverSoon()`
 * after commit.
 */
export async function requestDepositForSignedContract(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'config'>,
  { venueId, contractId }: { venueId: number; contractId: string },
): Promise<DepositRequestOutcome> {
  const contract = z.uuid().safeParse(contractId).success
    ? await requests.findContractForDeposit(tx, venueId, contractId)
    : undefined;
  if (contract?.status !== 'signed') return skipped('contract-not-signed', 'The contract is not signed');
  if (contract.bookingId === null) return skipped('no-booking', 'The contract belongs to no booking');
  const bookingId = contract.bookingId;
  const booking = await repo.lockBookingForSchedule(tx, venueId, bookingId);
  const facts = await requests.findRequestFacts(tx, venueId, bookingId);
  if (!booking || !facts) return skipped('no-booking', 'The contract’s booking no longer exists');
  if (facts.bookingStatus === 'cancelled') return skipped('booking-cancelled', 'The booking is cancelled');
  if (!facts.email.trim()) return skipped('no-email', `${facts.coupleNames} has no e-mail address on the booking`);
  if (getCardProcessor(deps.config, await repo.findVenueCardFacts(tx, venueId)).kind === 'none') {
    return skipped('no-online-payments', 'The venue does not take card payments online');
  }

  const deposits = await requests.listBookingDeposits(tx, venueId, bookingId);
  const settled = deposits.find((payment) => payment.status !== 'pending');
  if (settled) return skipped('deposit-paid', `The deposit is already ${settled.status}`, settled.id);
  const pending = deposits[0];
  if (pending && (await requests.hasPaymentRequest(tx, venueId, pending.id))) {
    return skipped('deposit-already-requested', 'The deposit was already requested', pending.id);
  }
  const deposit = pending ?? (await insertDefaultDeposit(tx, venueId, bookingId, booking.totalAmount, facts));
  if (!deposit) return skipped('no-total', 'The booking has no total to take a deposit of');
  const sent = await sendPaymentRequest(tx, deps, deposit, null);
  return {
    outcome: 'requested',
    paymentId: deposit.id,
    amount: deposit.amount,
    created: pending === undefined,
    ...sent,
    message: `Deposit of ${formatUsd(deposit.amount)} requested from ${sent.sentTo}`,
  };
}
