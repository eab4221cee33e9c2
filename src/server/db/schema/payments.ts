import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { paymentRequestChannels } from '#shared/payments/payment-requests.schemas.ts';
import { paymentMethods, paymentProviders, paymentStatuses, paymentTypes } from '#shared/payments/payment-status.ts';
import { bookings } from './bookings.ts';
import { createdAt, isOneOf } from './columns.ts';
import { venues } from './venues.ts';

/** Money owed or paid for a booking (spec §3 Payment). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    type: text('type', { enum: paymentTypes }).notNull(),
    description: text('description'),
    /** The venue day it is due (migration 0007 turned instants into the venue's days). */
    dueDate: date('due_date'),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** How it was paid: card or bank debit online, or cash, check or bank transfer recorded by staff. */
    method: text('method', { enum: paymentMethods }),
    /** Who moved the money: the test processor, Stripe, or staff recording it (decision 033). */
    provider: text('provider', { enum: paymentProviders }),
    /** The PaymentIntent that paid it, and the connected account it lives on (null: the platform's). */
    stripeIntentId: text('stripe_intent_id'),
    stripeAccount: text('stripe_account'),
    /** What went back to the payer: the sum of its succeeded refunds. */
    refundedAmount: numeric('refunded_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    /** The payment schedule that made it (one id for its deposit, milestones and final); null when made alone. */
    scheduleId: uuid('schedule_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The dashboard's pending payments soonest due first, and its latest paid one.
    index('payments_venue_status_due_idx').on(table.venueId, table.status, table.dueDate),
    index('payments_venue_status_paid_idx').on(table.venueId, table.status, table.paidAt.desc().nullsLast()),
    index('payments_booking_idx').on(table.bookingId),
    index('payments_schedule_idx').on(table.scheduleId),
    // The payments list, newest first, a page at a time (decision 034).
    index('payments_venue_created_idx').on(table.venueId, table.createdAt, table.id),
    unique('payments_venue_id_id_key').on(table.venueId, table.id),
    // A booking with payment records cannot be deleted (it is cancelled instead): money records
    // are never lost with it.
    foreignKey({
      name: 'payments_booking_fk',
      columns: [table.venueId, table.bookingId],
      foreignColumns: [bookings.venueId, bookings.id],
    }).onDelete('restrict'),
    check('payments_amount_positive', sql`${table.amount} > 0`),
    check('payments_type_valid', isOneOf(table.type, paymentTypes)),
    check('payments_status_valid', isOneOf(table.status, paymentStatuses)),
    check('payments_method_valid', isOneOf(table.method, paymentMethods)),
    check('payments_paid_has_time', sql`${table.status} not in ('paid', 'refunded') or ${table.paidAt} is not null`),
    check('payments_provider_valid', isOneOf(table.provider, paymentProviders)),
    check(
      'payments_paid_has_provider',
      sql`${table.status} not in ('paid', 'refunded') or ${table.provider} is not null`,
    ),
    check(
      'payments_refunded_within_amount',
      sql`${table.refundedAmount} >= 0 and ${table.refundedAmount} <= ${table.amount}`,
    ),
  ],
);

export const paymentAttemptStatuses = ['created', 'processing', 'succeeded', 'failed', 'canceled'] as const;
export type PaymentAttemptStatus = (typeof paymentAttemptStatuses)[number];

/**
 * One try to pay a payment by card: a client secret of the built-in test processor, or a Stripe
 * PaymentIntent. Declines are kept here; the payment itself stays pending.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id').notNull(),
    paymentId: integer('payment_id').notNull(),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    /** The connected account the PaymentIntent lives on; null for the platform's own account. */
    stripeAccount: text('stripe_account'),
    /** What this attempt charges, fixed from the payment when it was made. */
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('usd'),
    /** created: the form can pay it (live); processing: a bank debit on its way; then an end state. */
    status: text('status', { enum: paymentAttemptStatuses }).notNull().default('created'),
    clientSecret: text('client_secret'),
    stripeIntentId: text('stripe_intent_id'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_attempts_client_secret_key').on(table.clientSecret),
    uniqueIndex('payment_attempts_stripe_intent_key').on(table.stripeIntentId),
    index('payment_attempts_payment_idx').on(table.paymentId, table.createdAt),
    // One live checkout per payment: a second dialog, or a retried request, gets the same one.
    uniqueIndex('payment_attempts_one_live_key')
      .on(table.paymentId)
      .where(sql`${table.status} = 'created'`),
    check('payment_attempts_status_valid', isOneOf(table.status, paymentAttemptStatuses)),
    foreignKey({
      name: 'payment_attempts_payment_fk',
      columns: [table.venueId, table.paymentId],
      foreignColumns: [payments.venueId, payments.id],
    }).onDelete('cascade'),
  ],
);

/** Stripe webhook events already handled, written in the transaction of their effect. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paymentRefundStatuses = ['pending', 'succeeded', 'failed'] as const;
export type PaymentRefundStatus = (typeof paymentRefundStatuses)[number];

/**
 * Money given back on a paid payment, in full or in part: through Stripe for a Stripe payment
 * (then Stripe's refund events settle its status), at once for a test or a recorded payment.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id').notNull(),
    paymentId: integer('payment_id').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    status: text('status', { enum: paymentRefundStatuses }).notNull().default('pending'),
    stripeRefundId: text('stripe_refund_id'),
    reason: text('reason'),
    /** Who asked for it; null for a refund made in Stripe's Dashboard. */
    requestedBy: integer('requested_by'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_refunds_stripe_refund_key').on(table.stripeRefundId),
    index('payment_refunds_payment_idx').on(table.paymentId),
    foreignKey({
      name: 'payment_refunds_payment_fk',
      columns: [table.venueId, table.paymentId],
      foreignColumns: [payments.venueId, payments.id],
    }).onDelete('restrict'),
    check('payment_refunds_amount_positive', sql`${table.amount} > 0`),
    check('payment_refunds_status_valid', isOneOf(table.status, paymentRefundStatuses)),
  ],
);

export const paymentExceptionKinds = [
  'already_paid',
  'checkout_replaced',
  'booking_cancelled',
  'amount_mismatch',
] as const;
export type PaymentExceptionKind = (typeof paymentExceptionKinds)[number];
export const exceptionRefundStatuses = ['pending', 'refunded', 'failed'] as const;
export type ExceptionRefundStatus = (typeof exceptionRefundStatuses)[number];

/**
 * Money Stripe captured that no payment was waiting for (paid twice, a replaced checkout, a
 * cancelled booking): refunded automatically and shown to staff until someone has looked.
 */
export const paymentExceptions = pgTable(
  'payment_exceptions',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id').notNull(),
    paymentId: integer('payment_id').notNull(),
    kind: text('kind', { enum: paymentExceptionKinds }).notNull(),
    /** What Stripe captured, as a decimal string in `currency`. */
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    stripeIntentId: text('stripe_intent_id').notNull(),
    stripeAccount: text('stripe_account'),
    refundStatus: text('refund_status', { enum: exceptionRefundStatuses }).notNull().default('pending'),
    stripeRefundId: text('stripe_refund_id'),
    refundFailure: text('refund_failure'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payment_exceptions_intent_key').on(table.stripeIntentId),
    index('payment_exceptions_venue_open_idx').on(table.venueId, table.resolvedAt),
    foreignKey({
      name: 'payment_exceptions_payment_fk',
      columns: [table.venueId, table.paymentId],
      foreignColumns: [payments.venueId, payments.id],
    }).onDelete('restrict'),
    check('payment_exceptions_kind_valid', isOneOf(table.kind, paymentExceptionKinds)),
    check('payment_exceptions_refund_status_valid', isOneOf(table.refundStatus, exceptionRefundStatuses)),
  ],
);

/**
 * A venue's own Stripe account (Connect), where its card payments go: made when its owner starts
 * onboarding, and able to take payments once Stripe says `charges_enabled`.
 */
export const venueStripeAccounts = pgTable(
  'venue_stripe_accounts',
  {
    venueId: integer('venue_id')
      .primaryKey()
      .references(() => venues.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('venue_stripe_accounts_account_key').on(table.accountId)],
);

export const paymentReminderKinds = ['week_before', 'due_day', 'overdue'] as const;
export type PaymentReminderKind = (typeof paymentReminderKinds)[number];

/**
 * Each reminder a payment got (the client's e-mail a week before and on the due day, the venue's
 * notice once overdue), written in the transaction of its e-mail or notice: the primary key lets
 * one of two passes at once send it, and only once.
 */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    venueId: integer('venue_id').notNull(),
    paymentId: integer('payment_id').notNull(),
    kind: text('kind', { enum: paymentReminderKinds }).notNull(),
    /** The due date it reminded of: a due date moved later earns its reminders again. */
    dueDate: date('due_date').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.paymentId, table.kind, table.dueDate] }),
    foreignKey({
      name: 'payment_reminders_payment_fk',
      columns: [table.venueId, table.paymentId],
      foreignColumns: [payments.venueId, payments.id],
    }).onDelete('cascade'),
    check('payment_reminders_kind_valid', isOneOf(table.kind, paymentReminderKinds)),
  ],
);

/**
 * Each time a pending payment was asked of the couple by e-mail: by a staff member (requestedBy)
 * or by the venue's automation (null). `portal` pointed at the client portal's checkout; `link`
 * at the public pay page, whose token (256 random bits) only the SHA-256 of is kept. A new
 * request revokes the payment's previous link; a link pays only a pending payment (decision 059).
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id').notNull(),
    paymentId: integer('payment_id').notNull(),
    channel: text('channel', { enum: paymentRequestChannels }).notNull(),
    /** The address the request went to. */
    sentTo: text('sent_to').notNull(),
    /** SHA-256 (hex) of the pay page's token; null for a portal request. */
    tokenHash: text('token_hash'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    requestedBy: integer('requested_by'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payment_requests_token_hash_key').on(table.tokenHash),
    index('payment_requests_payment_idx').on(table.paymentId, table.createdAt),
    // One live pay link per payment: requesting again revokes the one before in the same transaction.
    uniqueIndex('payment_requests_one_live_link_key')
      .on(table.paymentId)
      .where(sql`${table.tokenHash} is not null and ${table.revokedAt} is null`),
    foreignKey({
      name: 'payment_requests_payment_fk',
      columns: [table.venueId, table.paymentId],
      foreignColumns: [payments.venueId, payments.id],
    }).onDelete('cascade'),
    check('payment_requests_channel_valid', isOneOf(table.channel, paymentRequestChannels)),
    check('payment_requests_link_has_token', sql`(${table.channel} = 'link') = (${table.tokenHash} is not null)`),
  ],
);
