/** The description New Booking shows for a venue's own event type. */
export const VENUE_EVENT_TYPE_DESCRIPTION = "One of your venue's own event types.";

// The public inquiry form and its server offer the same list, so the rule lives in shared.
export { getExtraEventTypes } from '#shared/bookings/event-types.ts';
