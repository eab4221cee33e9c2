import { z } from 'zod';
import { isoDayField } from '../fields.ts';
import { offlinePaymentMethods, paymentMethods, paymentStatuses, paymentTypes } from './payment-status.ts';

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

const description = z
  .string()
  .trim()
  .max(500, 'Description is too long')
  .nullish()
  .transform((value) => value || null);

/** POST /api/payments — the Create Payment dialog (spec §5 Payment form). */
export const createPaymentSchema = z.object({
  bookingId: z.number({ message: 'Choose a booking' }).int('Choose a booking').positive('Choose a booking'),
  amount: positiveAmountSchema,
  type: z.enum(paymentTypes, { message: 'Choose a payment type' }),
  description,
  dueDate,
});
export type CreatePaymentInput = z.input<typeof createPaymentSchema>;

/**
 * PATCH /api/payments/{id}: edits a pending payment, records one paid offline (`status: 'paid'`
 * with a method), or refunds a paid one (`status: 'refunded'`, owners and managers).
 */
export const updatePaymentSchema = z
  .object({
    amount: positiveAmountSchema,
    type: z.enum(paymentTypes, { message: 'Choose a payment type' }),
    description,
    dueDate,
    status: z.enum(['paid', 'refunded'], { message: 'A payment can be marked paid or refunded' }),
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

/** Spec §3 Payment, plus the booking's couple and how it was paid. */
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
  coupleNames: z.string(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** POST /api/bookings/{id}/payment-schedule — milestones by percent of the total or by amount. */
export const paymentScheduleSchema = z.object({
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

/** GET /api/payments/config: which card processor the checkout talks to. */
export const paymentConfigSchema = z.object({
  provider: z.enum(['test', 'stripe']),
  publishableKey: z.string().optional(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** POST /api/create-payment-intent (spec §7): the amount sent is ignored; the payment's own is charged. */
export const createPaymentIntentSchema = z.object({
  paymentId: z.number({ message: 'Choose a payment' }).int().positive(),
  amount: z.unknown().optional(),
});
export const paymentIntentSchema = z.object({
  clientSecret: z.string(),
  /** What will be charged, as a decimal string. */
  amount: z.string(),
  provider: z.enum(['test', 'stripe']),
});
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
