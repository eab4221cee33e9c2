import { z } from 'zod';
import { bookingSchema } from '../bookings/bookings.schemas.ts';
import { contractSchema } from '../contracts/contracts.schemas.ts';
import { pageQuerySchema } from '../paging.ts';
import { paymentSchema } from '../payments/payments.schemas.ts';

/** A venue's client as staff see them beside the portal (decision 043). */
export const portalClientSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** When they became the venue's client (their first booking there reached their portal). */
  clientSince: z.string(),
  /** Their last visit to the portal, to within a few minutes; null when never. */
  lastSeenAt: z.string().nullable(),
});
export type PortalClient = z.infer<typeof portalClientSchema>;

/**
 * GET /api/portal/clients: one row per booking the portal concerns, in event order: a booking
 * that reached a client's portal (`client`), or one whose couple was invited and has not
 * accepted (`invitation`, open or expired, never a revoked one).
 */
export const portalClientRowSchema = z.object({
  booking: bookingSchema,
  client: portalClientSchema.nullable(),
  invitation: z
    .object({
      sentAt: z.string(),
      expiresAt: z.string(),
      expired: z.boolean(),
    })
    .nullable(),
});
export type PortalClientRow = z.infer<typeof portalClientRowSchema>;

export const portalClientsQuerySchema = pageQuerySchema;

export const portalClientParamsSchema = z.object({
  clientId: z.coerce.number().int().positive().max(2_147_483_647),
});

/**
 * GET /api/portal/clients/{clientId}/preview: what the client's portal shows of this venue, read
 * as the client reads it (no venue notes, no drafts), for staff to look at, never to act on.
 */
export const portalPreviewSchema = z.object({
  client: portalClientSchema,
  bookings: z.array(bookingSchema),
  payments: z.array(paymentSchema),
  contracts: z.array(contractSchema),
});
export type PortalPreview = z.infer<typeof portalPreviewSchema>;
