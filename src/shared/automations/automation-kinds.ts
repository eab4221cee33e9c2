import { mergeFieldLabels, mergeFields } from '../contracts/merge-fields.ts';

/** What a venue can automate; each venue has one automation of each kind. */
export const automationKinds = [
  'inquiry_acknowledgement',
  'lead_follow_up',
  'deposit_request',
  'event_reminder',
  'thank_you',
] as const;
export type AutomationKind = (typeof automationKinds)[number];

/** The contracts' merge fields, and those only an e-mail can use. */
export const automationMergeFields = [
  ...mergeFields,
  'eventTime',
  'venueAddress',
  'venueContact',
  'dateAnswer',
  'reviewLink',
] as const;
export type AutomationMergeField = (typeof automationMergeFields)[number];

export const automationMergeFieldLabels = {
  ...mergeFieldLabels,
  coupleNames: 'Couple names (a lead’s name)',
  eventDate: 'Event date (a lead’s preferred date)',
  eventTime: 'Event start time',
  venueAddress: 'Venue address',
  venueContact: 'Venue e-mail or phone',
  dateAnswer: 'Whether the date asked about is open, with the nearest open dates',
  reviewLink: 'Review link',
} as const satisfies Record<AutomationMergeField, string>;

const leadFields = [
  'coupleNames',
  'eventDate',
  'eventType',
  'guestCount',
  'venueName',
  'clientEmail',
  'today',
  'venueContact',
] as const satisfies readonly AutomationMergeField[];
const bookingFields = [
  'coupleNames',
  'eventDate',
  'eventTime',
  'eventType',
  'guestCount',
  'totalAmount',
  'venueName',
  'venueAddress',
  'venueContact',
  'clientEmail',
  'today',
] as const satisfies readonly AutomationMergeField[];

export interface AutomationKindInfo {
  title: string;
  /** When it runs, in words for the card. */
  trigger: string;
  /** Whom the e-mail goes to and what it concerns: a lead or a booking. */
  concerns: 'lead' | 'booking';
  /** The delay's meaning, for kinds that wait; null for those that run at once or on a fixed day. */
  delay: { label: string; defaultDays: number } | null;
  /** The merge fields its template may use; null when the action sends no template of its own. */
  fields: readonly AutomationMergeField[] | null;
  /** The e-mail's heading above the body. */
  heading: string;
  defaultSubject: string;
  defaultBody: string;
  enabledByDefault: boolean;
}

export const automationKindInfo: Record<AutomationKind, AutomationKindInfo> = {
  inquiry_acknowledgement: {
    title: 'Inquiry acknowledgement',
    trigger: 'When a visitor sends an inquiry through your inquiry form, at once.',
    concerns: 'lead',
    delay: null,
    fields: [...leadFields, 'dateAnswer'],
    heading: 'Thank you for your inquiry',
    defaultSubject: '{{venueName}} received your inquiry',
    defaultBody: [
      'Hi {{coupleNames}},',
      'Thank you for your inquiry. The {{venueName}} team has it and will get back to you within 24 hours.',
      '{{dateAnswer}}',
      'If anything changes in the meantime, you can reach us at {{venueContact}}.',
      '— {{venueName}}',
    ].join('\n\n'),
    enabledByDefault: true,
  },
  lead_follow_up: {
    title: 'Lead follow-up',
    trigger: 'When a lead is still New (nobody has contacted them) some days after it arrived.',
    concerns: 'lead',
    delay: { label: 'Days after the inquiry', defaultDays: 3 },
    fields: leadFields,
    heading: 'Following up on your inquiry',
    defaultSubject: 'Your inquiry with {{venueName}}',
    defaultBody: [
      'Hi {{coupleNames}},',
      'We wanted to follow up on your inquiry. We would love to show you around and talk through your plans.',
      'Reply to this e-mail with a few times that suit you for a call or a tour.',
      '— {{venueName}}',
    ].join('\n\n'),
    enabledByDefault: false,
  },
  deposit_request: {
    title: 'Deposit request',
    trigger: 'When a couple signs their contract: the deposit is requested and the pay link e-mailed.',
    concerns: 'booking',
    delay: null,
    fields: null,
    heading: '',
    defaultSubject: '',
    defaultBody: '',
    enabledByDefault: false,
  },
  event_reminder: {
    title: 'Event reminder',
    trigger: 'Some days before the event, to the couple, with the event’s details.',
    concerns: 'booking',
    delay: { label: 'Days before the event', defaultDays: 14 },
    fields: bookingFields,
    heading: 'Your event is coming up',
    defaultSubject: 'Your {{eventType}} at {{venueName}} is coming up',
    defaultBody: [
      'Hi {{coupleNames}},',
      'Your {{eventType}} at {{venueName}} is on {{eventDate}}, starting at {{eventTime}}.',
      'We are expecting {{guestCount}} guests.',
      'Our address: {{venueAddress}}',
      'If anything has changed, reply to this e-mail or reach us at {{venueContact}}.',
      '— {{venueName}}',
    ].join('\n\n'),
    enabledByDefault: false,
  },
  thank_you: {
    title: 'Thank-you and review',
    trigger: 'The day after the event, to the couple, with your review link.',
    concerns: 'booking',
    delay: null,
    fields: [...bookingFields, 'reviewLink'],
    heading: 'Thank you',
    defaultSubject: 'Thank you from {{venueName}}',
    defaultBody: [
      'Hi {{coupleNames}},',
      'Thank you for celebrating with us at {{venueName}}. It was a joy to host your {{eventType}}.',
      'If you have a moment, we would be grateful for a review: {{reviewLink}}',
      '— {{venueName}}',
    ].join('\n\n'),
    enabledByDefault: false,
  },
};
