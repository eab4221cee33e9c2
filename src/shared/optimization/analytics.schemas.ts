import { z } from 'zod';
import { bookingStatuses } from '../bookings/booking-status.ts';
import { leadSources, leadStatuses } from '../leads/lead-status.ts';

const dayKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Dollars to the cent as a decimal string, as all money travels ('1250.00'). */
const money = z.string().regex(/^-?\d+\.\d{2}$/);

/** One venue month of money: what came in against what was due. */
export const revenueMonthSchema = z.object({
  /** YYYY-MM, in the venue's time zone. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /**
   * Payments received in the month (paid at, in the venue's zone), less what was refunded of
   * them: a refund comes off the month its money came in, so a month never goes below zero and
   * the twelve add up to what Payments calls Payments Received for those months.
   */
  paid: money,
  /**
   * Payments due in the month, paid or not, except unpaid ones of cancelled bookings (that money
   * is no longer expected). A paid payment without a due date counts in the month it was paid; an
   * unpaid one without a due date is in no month yet.
   */
  scheduled: money,
});
export type RevenueMonth = z.infer<typeof revenueMonthSchema>;

export const bookingStatusCountSchema = z.object({ status: z.enum(bookingStatuses), count: z.number().int() });
export type BookingStatusCount = z.infer<typeof bookingStatusCountSchema>;

/** How many of the window's leads stand at a stage now. */
export const leadStageCountSchema = z.object({ stage: z.enum(leadStatuses), count: z.number().int() });
export type LeadStageCount = z.infer<typeof leadStageCountSchema>;

export const leadSourceCountSchema = z.object({
  /** null: no source was recorded. */
  source: z.enum(leadSources).nullable(),
  leads: z.number().int(),
  converted: z.number().int(),
});
export type LeadSourceCount = z.infer<typeof leadSourceCountSchema>;

export const weekdayOccupancySchema = z.object({
  /** 0 = Sunday, as the venue's open weekdays. */
  weekday: z.number().int().min(0).max(6),
  /** Open days of this weekday in the window (not closed, not blacked out) × bookings allowed a day. */
  openSlots: z.number().int(),
  /** Non-cancelled bookings on those open days (at most the day's slots each). */
  takenSlots: z.number().int(),
  /** takenSlots ÷ openSlots × 100, one decimal; null on a weekday the venue never opens. */
  rate: z.number().min(0).max(100).nullable(),
});
export type WeekdayOccupancy = z.infer<typeof weekdayOccupancySchema>;

/**
 * GET /api/optimization/analytics: the Performance Analytics tab. Every day and month is the
 * venue's own (its time zone). `since` is the first day of the month eleven months ago: revenue
 * covers the twelve months from it to this one; bookings count events from it on (so the coming
 * ones too); leads count those that arrived from it on. Occupancy spans 52 weeks, the 26 before
 * today and the 26 from today, so each weekday counts 52 days and both what happened and what is
 * booked ahead show.
 */
export const performanceAnalyticsSchema = z.object({
  since: dayKey,
  revenueByMonth: z.array(revenueMonthSchema),
  bookingsByStatus: z.array(bookingStatusCountSchema),
  leadsByStage: z.array(leadStageCountSchema),
  /** Sources with at least one lead, most leads first. */
  leadsBySource: z.array(leadSourceCountSchema),
  occupancy: z.object({
    from: dayKey,
    /** The window's last day, included. */
    to: dayKey,
    weekdays: z.array(weekdayOccupancySchema),
  }),
});
export type PerformanceAnalytics = z.infer<typeof performanceAnalyticsSchema>;

/** Weeks of the occupancy window on each side of today. */
export const OCCUPANCY_WEEKS_EACH_SIDE = 26;
