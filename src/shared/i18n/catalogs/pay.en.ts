/** The pay page (/pay/{token}) a payment request e-mails to a couple without a portal account. */
export const payEn = {
  'pay.documentTitle': 'Pay {venueName}',
  'pay.documentTitleUnknown': 'Payment',
  'pay.caption': 'Payment request',
  'pay.credit': 'Secure payments',
  'pay.creditBy': 'by',
  'pay.loading': 'Loading the payment',
  'pay.heading': 'Pay {venueName}',
  'pay.amount': 'Amount',
  'pay.for': 'For',
  'pay.due': 'Due',
  'pay.event': 'Event',
  'pay.eventWhen': '{eventType}, {day}',
  'pay.notOnline':
    '{venueName} does not take card payments online right now. Please reply to their e-mail to pay another way.',
  'pay.paid.title': 'Thank you!',
  'pay.paid.text': '{venueName} received your payment. A receipt is on its way to your e-mail.',
  'pay.paid.textNoEmail':
    '{venueName} received your payment. E-mail is not set up yet, so no receipt can be e-mailed to you: ask the venue for one if you need it.',
  'pay.paid.theVenue': 'The venue',
  'pay.processing.title': 'Payment on its way',
  'pay.processing.text': 'Your bank is processing the payment. You will get a receipt by e-mail once it is through.',
  'pay.processing.textNoEmail':
    'Your bank is processing the payment. E-mail is not set up yet, so no receipt can be e-mailed to you once it is through: ask the venue for one if you need it.',
  'pay.gone.title': 'This payment link is no longer valid',
  'pay.gone.text':
    'It may have been paid already, or the venue sent a newer link. Check your latest e-mail from the venue, or reply to it.',
  'pay.error.title': 'The payment could not be loaded',
  'pay.error.text': 'Check your connection and try again in a moment.',
  'pay.tryAgain': 'Try again',
} as const;
