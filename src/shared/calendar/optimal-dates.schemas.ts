import { z } from 'zod';

/**
 * Why a date is suggested, each a badge: a weekday that fills in that month, leads that asked
 * for the month or the very date, or the country's public holiday it falls on (decision 051).
 */
export const optimalDateReasonKinds = ['fill', 'month-leads', 'date-leads', 'holiday'] as const;
export type OptimalDateReasonKind = (typeof optimalDateReasonKinds)[number];

export const optimalDateReasonSchema = z.object({
  kind: z.enum(optimalDateReasonKinds),
  /** 'Saturdays in June fill 4 of 4', '3 leads asked for this month', 'Independence Day'. */
  label: z.string(),
});
export type OptimalDateReason = z.infer<typeof optimalDateReasonSchema>;

export const optimalDateSchema = z.object({
  /** The venue's day, 'YYYY-MM-DD'. */
  dayKey: z.iso.date(),
  /** The demand behind the date: bookings that filled its weekday in its month, plus the leads that asked. */
  score: z.number().int().min(1),
  reasons: z.array(optimalDateReasonSchema).min(1),
});
export type OptimalDate = z.infer<typeof optimalDateSchema>;

/** GET /api/calendar/recommendations: the calendar's Optimal Dates. */
export const calendarRecommendationsSchema = z.object({ dates: z.array(optimalDateSchema) });
export type CalendarRecommendations = z.infer<typeof calendarRecommendationsSchema>;
