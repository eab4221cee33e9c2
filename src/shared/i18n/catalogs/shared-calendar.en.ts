/** A venue's shared calendar (/shared-calendar/{token|slug}), read-only, for anyone with its link. */
export const sharedCalendarEn = {
  'sharedCalendar.pageTitle': '{venueName} calendar',
  'sharedCalendar.pageTitleUnknownVenue': 'Shared calendar',
  'sharedCalendar.pageDescription': 'The event calendar of {venueName}.',
  'sharedCalendar.caption': 'Shared calendar',
  'sharedCalendar.poweredBy': 'Powered by',

  'sharedCalendar.month': 'Month',
  'sharedCalendar.previousMonth': 'Previous month',
  'sharedCalendar.nextMonth': 'Next month',
  'sharedCalendar.addToCalendar': 'Add to calendar',
  'sharedCalendar.downloadIcs': 'Download ICS',
  'sharedCalendar.summary': '{count, plural, one {# event} other {# events}} · times in {timeZone}',
  'sharedCalendar.noEvents': 'No events in {month}.',
  'sharedCalendar.eventsIn': 'Events in {month}',

  'sharedCalendar.detail.time': 'Time',
  'sharedCalendar.detail.client': 'Client',
  'sharedCalendar.detail.email': 'Email',
  'sharedCalendar.detail.phone': 'Phone',
  'sharedCalendar.detail.totalAmount': 'Total amount',
  'sharedCalendar.detail.notes': 'Notes',

  'sharedCalendar.status.inquiry': 'Inquiry',
  'sharedCalendar.status.tour_scheduled': 'Tour Scheduled',
  'sharedCalendar.status.contract_sent': 'Contract Sent',
  'sharedCalendar.status.booked': 'Booked',
  'sharedCalendar.status.deposit_paid': 'Deposit Paid',
  'sharedCalendar.status.completed': 'Completed',
  'sharedCalendar.status.cancelled': 'Cancelled',

  'sharedCalendar.unavailable.failedTitle': 'The calendar could not be loaded',
  'sharedCalendar.unavailable.checkConnection': 'Check your connection and try again.',
  'sharedCalendar.unavailable.privateTitle': 'Authentication required',
  'sharedCalendar.unavailable.privateSignedIn':
    "This calendar is private. You are signed in as {email}, who is not on this venue's team.",
  'sharedCalendar.unavailable.privateSignedOut':
    'This calendar is private. Sign in with your venue account to see it, or ask the venue to turn on public access.',
  'sharedCalendar.unavailable.unknownTitle': 'We could not find this calendar',
  'sharedCalendar.unavailable.unknownBody':
    'The link may be mistyped, or the venue may have replaced it with a new one. Ask the venue for its current link.',
  'sharedCalendar.unavailable.signIn': 'Sign in',
  'sharedCalendar.unavailable.tryAgain': 'Try again',
} as const;
