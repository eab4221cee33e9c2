import { z } from 'zod';
import { languageSchema } from '../i18n/language-schema.ts';
import { onlinePaymentKinds, paymentTypes } from './payment-status.ts';
import { paymentSchema } from './payments.schemas.ts';

/**
 * Where a payment request's e-mail sends the couple: the client portal's checkout when the booking
 * has a portal account, or the public pay page (/pay/{token}) otherwise (decision 059).
 */
export const paymentRequestChannels = ['portal', 'link'] as const;
export type PaymentRequestChannel = (typeof paymentRequestChannels)[number];

/** POST /api/payments/{id}/request: the payment as it is now, and where the e-mail went. */
export const paymentRequestResultSchema = z.object({
  payment: paymentSchema,
  channel: z.enum(paymentRequestChannels),
  sentTo: z.string(),
  /** A pay link sent before for this payment stopped working: the new e-mail's link replaces it. */
  replacedLink: z.boolean(),
});
export type PaymentRequestResult = z.infer<typeof paymentRequestResultSchema>;

/** The pay page's token, as the route reads it. */
export const payTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/**
 * GET /api/public/pay/{token}: what the pay page shows, and no more. The couple's names and
 * contact details are left out: whoever holds the link sees the venue, the amount and what it is for.
 */
export const payPageSchema = z.object({
  venue: z.object({
    name: z.string(),
    logo: z.string().nullable(),
    primaryColor: z.string(),
    secondaryColor: z.string(),
    accentColor: z.string(),
  }),
  payment: z.object({
    amount: z.string(),
    type: z.enum(paymentTypes),
    description: z.string().nullable(),
    /** The venue day it is due, YYYY-MM-DD. */
    dueDate: z.string().nullable(),
  }),
  /** The event the payment is for: its type and the venue day it falls on (YYYY-MM-DD). */
  event: z.object({ type: z.string(), day: z.string() }),
  /** The couple's language (the booking's): the page's last choice after ?lang=, a saved one and the browser's. */
  language: languageSchema,
  /** Who takes the card: the test processor or Stripe; null when the venue takes no card online. */
  checkout: z.enum(onlinePaymentKinds).nullable(),
});
export type PayPage = z.infer<typeof payPageSchema>;

/** The pay page's answer once its test card went through: nothing but that it is paid. */
export const payPagePaidSchema = z.object({ status: z.literal('paid') });
