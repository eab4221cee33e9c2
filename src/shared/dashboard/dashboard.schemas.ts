import { z } from 'zod';
import { bookingSchema } from '../bookings/bookings.schemas.ts';
import { leadStatuses } from '../leads/lead-status.ts';
import { paymentStatuses, paymentTypes } from '../payments/payment-status.ts';

/** The figures of one venue month (in the venue's time zone). */
const monthFiguresSchema = z.object({
  /** Non-cancelled bookings whose event falls in the month. */
  thisMonth: z.number().int(),
  /** Sum of totalAmount of the month's confirmed bookings (booked, deposit paid, completed). */
  revenue: z.string(),
  /** Percent of the month's bookable slots (open days × max bookings per day) that are taken. */
  occupancy: z.number().int(),
});

/**
 * GET /api/dashboard/stats: spec §3's four figures for the current month, plus last month's so
 * the captions are computed, and the leads waiting for follow-up.
 */
export const dashboardStatsSchema = monthFiguresSchema.extend({
  /** Leads still being worked (new, contacted, tour scheduled, proposal sent). */
  leads: z.number().int(),
  leadsNeedingFollowUp: z.number().int(),
  previousMonth: monthFiguresSchema,
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const dashboardLeadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  preferredDate: z.string().nullable(),
  status: z.enum(leadStatuses),
});
export type DashboardLead = z.infer<typeof dashboardLeadSchema>;

export const dashboardPaymentSchema = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  coupleNames: z.string(),
  amount: z.string(),
  type: z.enum(paymentTypes),
  description: z.string().nullable(),
  /** The venue day it is due, YYYY-MM-DD. */
  dueDate: z.string().nullable(),
  status: z.enum(paymentStatuses),
  paidAt: z.string().nullable(),
});
export type DashboardPayment = z.infer<typeof dashboardPaymentSchema>;

/**
 * GET /api/dashboard/activity: the three lists of spec §2 Dashboard, already limited to the
 * spec §9 counts, so the page never loads a venue's whole history.
 */
export const dashboardActivitySchema = z.object({
  upcomingEvents: z.array(bookingSchema),
  recentLeads: z.array(dashboardLeadSchema),
  pendingPayments: z.array(dashboardPaymentSchema),
  paidPayments: z.array(dashboardPaymentSchema),
});
export type DashboardActivity = z.infer<typeof dashboardActivitySchema>;

/** Spec §9 Dashboard: 3 upcoming events, 3 recent leads, 2 pending payments, 1 paid payment. */
export const DASHBOARD_LIMITS = { upcomingEvents: 3, recentLeads: 3, pendingPayments: 2, paidPayments: 1 } as const;
