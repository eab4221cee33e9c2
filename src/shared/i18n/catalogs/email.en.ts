/** E-mails to couples and visitors: the layout's footer and the inquiry's acknowledgement. Server only. */
export const emailEn = {
  'email.inquiryAcknowledgement.heading': 'Thank you for your inquiry',
  'email.inquiryAcknowledgement.subject': '{venueName} received your inquiry',
  'email.inquiryAcknowledgement.greeting': 'Hi {coupleNames},',
  'email.inquiryAcknowledgement.received':
    'Thank you for your inquiry. The {venueName} team has it and will get back to you within 24 hours.',
  'email.inquiryAcknowledgement.dateAnswer': '{dateAnswer}',
  'email.inquiryAcknowledgement.contact': 'If anything changes in the meantime, you can reach us at {venueContact}.',
  'email.inquiryAcknowledgement.signature': '— {venueName}',
  'email.footer': '{venueName} · sent with VenueDesk',
  'email.or': 'or',
} as const;
