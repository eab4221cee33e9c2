import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { paymentMethods, paymentStatuses, paymentTypes } from '#shared/payments/payment-status.ts';
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
    /** How it was paid: card online, or cash, check or bank transfer recorded by staff. */
    method: text('method', { enum: paymentMethods }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The dashboard's pending payments soonest due first, and its latest paid one.
    index('payments_venue_status_due_idx').on(table.venueId, table.status, table.dueDate),
    index('payments_venue_status_paid_idx').on(table.venueId, table.status, table.paidAt.desc().nullsLast()),
    index('payments_booking_idx').on(table.bookingId),
    // The payments list, newest first, a page at a time (decision 040).
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
  ],
);

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
    /** What this attempt charges, fixed from the payment when it was made. */
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: ['created', 'succeeded', 'failed'] })
      .notNull()
      .default('created'),
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
