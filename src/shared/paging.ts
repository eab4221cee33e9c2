import { z } from 'zod';

/**
 * Paged lists (decision 034): `?limit=` rows at most per answer and `?cursor=` where the previous
 * answer stopped. The body stays a plain array (spec §7's calls read one); the headers carry the
 * rest: how many rows the list holds in all, and the cursor of the next page when there is one.
 */
export const PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 200;
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

const limitMessage = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
const cursorMessage = `cursor is not valid: pass the ${NEXT_CURSOR_HEADER} header of the previous page as it is`;

export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ message: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(MAX_PAGE_SIZE, limitMessage)
    .default(PAGE_SIZE),
  /** Opaque to the client: base64url, made by the server. */
  cursor: z
    .string()
    .max(500, cursorMessage)
    .regex(/^[A-Za-z0-9_-]+$/, cursorMessage)
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A booking's id in a query string (`?bookingId=`), as the paths take it. */
export const bookingIdQueryField = z.coerce
  .number({ message: 'bookingId must be a booking id (a whole number from 1)' })
  .int('bookingId must be a booking id (a whole number from 1)')
  .min(1, 'bookingId must be a booking id (a whole number from 1)')
  .max(2_147_483_647, 'bookingId must be a booking id (a whole number from 1)');
