import { z } from 'zod';

/**
 * GET /api/bookings/{id}/client-access: who sees the booking in their client portal, and whether
 * its address has a verified VenueDesk account the venue may give it to without an invitation
 * (decision 025). POST gives it to that account; DELETE takes it back.
 */
export const clientAccessSchema = z.object({
  /** The booking's client, or null while nobody has it. */
  client: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
    })
    .nullable(),
  /** With no client: an account whose owner proved this address uses the booking's e-mail. */
  verifiedAccount: z.boolean(),
});
export type ClientAccess = z.infer<typeof clientAccessSchema>;
