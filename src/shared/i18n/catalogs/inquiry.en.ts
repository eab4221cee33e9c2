/** The venue's public inquiry form (/inquire/{slug}) and its answer about the requested date. */
export const inquiryEn = {
  'inquiry.pageTitle': 'Inquire at {venueName}',
  'inquiry.pageTitleUnknownVenue': 'Event inquiry',
  'inquiry.pageDescription': 'Tell {venueName} about your event and check whether your date is free.',
  'inquiry.caption': 'Event inquiry',
  'inquiry.poweredBy': 'Powered by',
  'inquiry.opensInNewTab': '(opens in a new tab)',
  'inquiry.heading': 'Tell us about your event',
  'inquiry.intro': 'Pick a date to see whether it is free. Only your name and email are required.',
  'inquiry.formLabel': 'Inquiry to {venueName}',
  'inquiry.fullName': 'Full Name',
  'inquiry.email': 'Email',
  'inquiry.phone': 'Phone',
  'inquiry.preferredDate': 'Preferred Event Date',
  'inquiry.eventType': 'Event Type',
  'inquiry.chooseEventType': 'Choose an event type',
  'inquiry.guestCount': 'Expected Guest Count',
  'inquiry.budget': 'Budget',
  'inquiry.budgetHint': 'In dollars',
  'inquiry.notes': 'Notes',
  'inquiry.notesPlaceholder': 'Tell us about your event: the occasion, timing, anything you would like to ask.',
  'inquiry.honeypot': 'Website (leave this empty)',
  'inquiry.send': 'Send Inquiry',
  'inquiry.sending': 'Sending...',
  'inquiry.needsJavaScript': 'Sending this form needs JavaScript. Turn it on in your browser to send your inquiry.',
  'inquiry.sendFailed': 'Your inquiry could not be sent. Please try again.',

  'inquiry.date.available': 'This date is available',
  'inquiry.date.booked': 'This date is booked — tell us another',
  'inquiry.date.closed': 'The venue is closed on {weekday}s — tell us another',
  'inquiry.date.blackout': 'The venue is not taking events on this date — tell us another',
  'inquiry.date.past': 'This date has passed — tell us another',
  'inquiry.date.unavailable': 'This date is not available — tell us another',
  'inquiry.date.checkFailed': 'We could not check this date just now; the venue will confirm it when they reply.',
  'inquiry.date.checking': 'Checking this date…',
  'inquiry.date.nearest': '{count, plural, one {Nearest open date:} other {Nearest open dates:}}',
  'inquiry.date.nearestList': 'Nearest open dates',
  'inquiry.date.choose': 'Choose {day}',

  'inquiry.thanks.heading': 'Thank you, {name}!',
  'inquiry.thanks.emailed':
    '{venueName} has your inquiry and will reply to {email}. We have sent you a confirmation e-mail.',
  'inquiry.thanks.notEmailed': '{venueName} has your inquiry and will get back to you at {email}.',
  'inquiry.thanks.spamHint':
    'No e-mail within a few minutes? Look in your spam folder, or send the inquiry again with another address.',
  'inquiry.thanks.noConfirmation':
    'No confirmation e-mail is sent for this inquiry, so note the details you sent if you need them.',
  'inquiry.thanks.sendAnother': 'Send another inquiry',

  'inquiry.unavailable.unknownTitle': 'We could not find this venue',
  'inquiry.unavailable.unknownBody':
    'The link may be mistyped, or the venue may have changed its address. Ask the venue for its inquiry link.',
  'inquiry.unavailable.failedTitle': 'The inquiry form could not be loaded',
  'inquiry.unavailable.checkConnection': 'Check your connection and try again.',
  'inquiry.unavailable.tryAgain': 'Try again',

  'requestedDate.available': '{day} was open when your inquiry arrived; it is held once the venue confirms a booking.',
  'requestedDate.booked': '{day} is already booked.',
  'requestedDate.closed': '{day} is not open: the venue is closed on {weekday}s.',
  'requestedDate.blackout': '{day} is not open: the venue is not taking events that day.',
  'requestedDate.past': '{day} has passed.',
  'requestedDate.notOpen': '{day} is not open.',
  'requestedDate.noneNear': '{state} We found no open date near it; the venue will suggest one.',
  'requestedDate.nearest':
    '{count, plural, one {{state} The nearest open date is {days}; let the venue know if it suits you.} other {{state} The nearest open dates are {days}; let the venue know if one of them suits you.}}',

  'list.and': '{head} and {last}',
} as const;
