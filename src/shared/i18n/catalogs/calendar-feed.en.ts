/** The texts VenueDesk writes into a calendar feed's events (ical-feed.ts). Server only. */
export const calendarFeedEn = {
  'calendarFeed.event': 'Event',
  'calendarFeed.venueBooking': 'Venue booking',
  'calendarFeed.email': 'Email: {email}',
  'calendarFeed.phone': 'Phone: {phone}',
  'calendarFeed.total': 'Total: {amount}',
} as const;
