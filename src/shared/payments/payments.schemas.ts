import { z } from 'zod';
import { isoDayField, nullableText } from '../fields.ts';
import {
  offlinePaymentMethods,
  onlinePaymentKinds,
  paymentMethods,
  paymentProviders,
  paymentStatuses,
  paymentTypes,
} from './payment-status.ts';

/** Money charged: a decimal string or number above 0 with at most 2 decimals (12.345, 0 and -5 are refused). */
export const positiveAmountSchema = z
  .union([z.string().trim(), z.number()], { message: 'Enter an amount' })
  .transform((value) => (typeof value === 'number' ? String(value) : value))
  .pipe(
    z
      .string()
      .min(1, 'Enter an amount')
      .regex(/^\d{1,10}(\.\d{1,2})?$/, 'Enter an amount above 0 with at most 2 decimals')
      .refine((value) => Number(value) > 0, 'Enter an amount above 0 with at most 2 decimals'),
  );

/** A due date as the calendar day it falls on at the venue (YYYY-MM-DD); blank means none. */
const dueDate = z
  .union([isoDayField, z.literal('')])
  .nullish()
  .transform((value) => value || null);

const description = nullableText('Description', 500);

/** POST /api/payments — the Create Payment dialog (spec §5 Payment form). */
export const createPaymentSchema = z.object({
  bookingId: z.number({ message: 'Choose a booking' }).int('Choose a booking').positive('Choose a booking'),
  amount: positiveAmountSchema,
  type: z.enum(paymentTypes, { message: 'Choose a payment type' }),
  description,
  dueDate,
});
export type CreatePaymentInput = z.input<typeof createPaymentSchema>;

/** The Edit Payment form: a pending payment's fields, checked as POST checks them. */
export const editPaymentSchema = createPaymentSchema.omit({ bookingId: true });
export type EditPaymentInput = z.input<typeof editPaymentSchema>;

/**
 * PATCH /api/payments/{id}: edits a pending payment, or records one paid outside VenueDesk
 * (`status: 'paid'` with a method). Refunds have their own call.
 */
export const updatePaymentSchema = z
  .object({
    amount: positiveAmountSchema,
    type: z.enum(paymentTypes, { message: 'Choose a payment type' }),
    description,
    dueDate,
    status: z.literal('paid', { message: 'A payment can be recorded as paid; refunds have their own action' }),
    method: z.enum(offlinePaymentMethods, { message: 'Choose cash, check or bank transfer' }),
  })
  .partial()
  .superRefine((value, context) => {
    if (value.status === 'paid' && !value.method) {
      context.addIssue({ code: 'custom', path: ['method'], message: 'Choose cash, check or bank transfer' });
    }
    if (value.method && value.status !== 'paid') {
      context.addIssue({
        code: 'custom',
        path: ['status'],
        message: 'A method is given only when recording a payment',
      });
    }
  });
export type UpdatePaymentInput = z.input<typeof updatePaymentSchema>;

/** Spec §3 Payment, plus the booking's couple, how and through whom it was paid, and refunds. */
export const paymentSchema = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  /** Money as a decimal string. */
  amount: z.string(),
  type: z.enum(paymentTypes),
  description: z.string().nullable(),
  /** The venue day it is due, YYYY-MM-DD. */
  dueDate: z.string().nullable(),
  status: z.enum(paymentStatuses),
  paidAt: z.string().nullable(),
  method: z.enum(paymentMethods).nullable(),
  /** Who moved the money: `test` (no money moved), `stripe` or `manual`; null while unpaid. */
  provider: z.enum(paymentProviders).nullable(),
  /** What went back to the payer, as a decimal string ("0.00" when nothing). */
  refundedAmount: z.string(),
  /** The payment schedule that made it (shared by its deposit, milestones and final); null when made alone. */
  scheduleId: z.string().nullable(),
  /** The checkout that can take it now; null when it cannot be paid online (Pay Now is not offered). */
  onlinePayment: z.enum(onlinePaymentKinds).nullable(),
  coupleNames: z.string(),
  createdAt: z.string(),
  /** When the couple was last e-mailed a request to pay it (Request Payment, or the deposit automation). */
  requestedAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** POST /api/payments/{id}/refunds: all that is left of a paid payment, or part of it. */
export const refundPaymentSchema = z.object({
  /** Blank: everything not yet refunded. */
  amount: positiveAmountSchema.optional(),
  reason: nullableText('Reason', 500),
});
export type RefundPaymentInput = z.input<typeof refundPaymentSchema>;

/**
 * POST /api/bookings/{id}/payment-schedule — milestones by percent of the total or by amount; PUT
 * replaces a saved schedule nothing of which is paid. `totalAmount`, when given, becomes the
 * booking's total in the same transaction (a booking without one can get its schedule at once).
 */
export const paymentScheduleSchema = z.object({
  totalAmount: positiveAmountSchema.optional(),
  depositPercent: z
    .number({ message: 'Enter the deposit as a percent' })
    .gt(0, 'The deposit must be above 0%')
    .max(100, 'The deposit can be at most 100%'),
  depositDueDate: dueDate,
  milestones: z
    .array(
      z
        .object({
          percent: z.number().gt(0, 'A milestone must be above 0%').max(100).optional(),
          amount: positiveAmountSchema.optional(),
          dueDate: isoDayField,
        })
        .refine((milestone) => (milestone.percent === undefined) !== (milestone.amount === undefined), {
          message: 'Give a milestone either a percent or an amount',
        }),
    )
    .max(12, 'At most 12 milestones')
    .default([]),
  finalDueDate: isoDayField,
});
export type PaymentScheduleInput = z.input<typeof paymentScheduleSchema>;

/** POST /api/create-payment-intent (spec §7): the amount sent is ignored; the payment's own is charged. */
export const createPaymentIntentSchema = z.object({
  paymentId: z.number({ message: 'Choose a payment' }).int().positive(),
  amount: z.unknown().optional(),
});
export const paymentIntentSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('test'),
    clientSecret: z.string(),
    /** What will be charged, as a decimal string. */
    amount: z.string(),
  }),
  z.object({
    provider: z.literal('stripe'),
    clientSecret: z.string(),
    amount: z.string(),
    publishableKey: z.string(),
    /** The venue's connected account, which Stripe.js must be told for a direct charge. */
    stripeAccount: z.string().nullable(),
  }),
]);
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

/** POST /api/payments/{id}/confirm-test: the built-in test processor's card form. */
export const confirmTestPaymentSchema = z.object({
  clientSecret: z.string().min(1).max(200),
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter the card number')),
  expMonth: z.coerce
    .number({ message: 'Enter the expiry month' })
    .int()
    .min(1, 'Enter a month from 1 to 12')
    .max(12, 'Enter a month from 1 to 12'),
  expYear: z.coerce
    .number({ message: 'Enter the expiry year' })
    .int()
    .transform((year) => (year < 100 ? 2000 + year : year))
    .pipe(z.number().min(2000, 'Enter the expiry year').max(2100, 'Enter the expiry year')),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code'),
});
export type ConfirmTestPaymentInput = z.input<typeof confirmTestPaymentSchema>;

/** Money Stripe captured that no payment was waiting for, refunded automatically (GET /api/payments/exceptions). */
export const paymentExceptionSchema = z.object({
  id: z.number().int(),
  paymentId: z.number().int(),
  coupleNames: z.string(),
  kind: z.enum(['already_paid', 'checkout_replaced', 'booking_cancelled', 'amount_mismatch']),
  /** What happened, for staff. */
  message: z.string(),
  /** What Stripe captured, as a decimal string in `currency` (lowercase ISO 4217, as Stripe writes it). */
  amount: z.string(),
  currency: z.string(),
  refundStatus: z.enum(['pending', 'refunded', 'failed']),
  refundFailure: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentException = z.infer<typeof paymentExceptionSchema>;

/** GET /api/payments/setup: how this venue takes payments online. */
export const paymentSetupSchema = z.object({
  /** What Pay Now uses: the test processor, Stripe, or nothing (payments are recorded by hand). */
  checkout: z.enum(['test', 'stripe', 'none']),
  /** Stripe is configured on this installation, so the venue can connect its own account. */
  canConnectStripe: z.boolean(),
  /** This venue uses the installation's own Stripe account (STRIPE_ACCOUNT_VENUE). */
  usesPlatformAccount: z.boolean(),
  stripeAccount: z.object({ id: z.string(), chargesEnabled: z.boolean(), detailsSubmitted: z.boolean() }).nullable(),
});
export type PaymentSetup = z.infer<typeof paymentSetupSchema>;

/** POST /api/payments/setup/stripe-onboarding: where the owner finishes connecting in Stripe. */
export const stripeOnboardingSchema = z.object({ url: z.url() });
