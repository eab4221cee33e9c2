import type { z } from 'zod';
import { bookingIdQueryField, pageQuerySchema } from '../paging.ts';

/** GET /api/payments: newest first, a page at a time (decision 034), of one booking when asked. */
export const paymentListQuerySchema = pageQuerySchema.extend({ bookingId: bookingIdQueryField.optional() });
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;
