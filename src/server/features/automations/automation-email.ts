import type { EmailBrand } from '../outbox/email-layout.ts';
import {
  automationKindInfo,
  automationMergeFields,
  type AutomationKind,
  type AutomationMergeField,
} from '#shared/automations/automation-kinds.ts';
import { fillMergeFields, listMergeTags } from '#shared/contracts/merge-fields.ts';
import { formatCalendarEventDay, formatVenueDate } from '#shared/dates/format-dates.ts';
import type { RequestedDate } from '#shared/inquiries/inquiries.schemas.ts';
import { describeRequestedDate } from '#shared/inquiries/requested-date.ts';
import { getContractMergeValues } from '../contracts/contract-merge.ts';
import { readEventType } from '../leads/lead-reply-facts.ts';
import { renderEmail } from '../outbox/email-layout.ts';
import type { BookingRow, LeadRow, VenueFacts } from './automations.repo.ts';

export type MergeValues = Partial<Record<AutomationMergeField, string | null>>;

function venueValues(venue: VenueFacts): MergeValues {
  return {
    venueName: venue.name,
    venueAddress: venue.address,
    venueContact: [venue.email, venue.phone].filter(Boolean).join(' or ') || null,
  };
}

/** A lead's fields: its name stands for the couple's, its preferred day for the event's. */
export function getLeadMergeValues(
  lead: Pick<LeadRow, 'name' | 'email' | 'preferredDate' | 'guestCount' | 'notes'>,
  venue: VenueFacts,
  now: Date,
  requestedDate?: RequestedDate,
): MergeValues {
  return {
    ...venueValues(venue),
    coupleNames: lead.name,
    clientEmail: lead.email,
    eventDate: lead.preferredDate ? formatCalendarEventDay(lead.preferredDate) : null,
    eventType: readEventType(lead.notes),
    guestCount: lead.guestCount === null ? null : String(lead.guestCount),
    today: formatVenueDate(now, { timeZone: venue.timezone }),
    dateAnswer: requestedDate ? describeRequestedDate(requestedDate) : null,
  };
}

/** A booking's fields: the contracts' own, plus the start time and the review link. */
export function getBookingMergeValues(
  booking: Pick<BookingRow, 'coupleNames' | 'eventDate' | 'eventType' | 'guestCount' | 'totalAmount' | 'email'>,
  venue: VenueFacts,
  now: Date,
  reviewLink: string | null,
): MergeValues {
  return {
    ...venueValues(venue),
    ...getContractMergeValues({
      booking: { ...booking, eventDate: booking.eventDate.toISOString() },
      venueName: venue.name,
      timeZone: venue.timezone,
      clientEmail: booking.email,
      amount: null,
      now,
    }),
    eventTime: new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: venue.timezone }).format(
      booking.eventDate,
    ),
    reviewLink,
  };
}

/**
 * The e-mail of a template: paragraphs are separated by a blank line, and a paragraph naming a
 * field without a value is left out (a contract shows a blank to fill in; an e-mail cannot), so
 * "We are expecting {{guestCount}} guests." disappears when the count is unknown.
 */
export function renderAutomationEmail(
  kind: AutomationKind,
  template: { subject: string; body: string },
  values: MergeValues,
  brand?: EmailBrand,
): { subject: string; text: string; html: string } {
  const known: readonly string[] = automationMergeFields;
  const has = (name: string) => !known.includes(name) || Boolean(values[name as AutomationMergeField]?.trim());
  const paragraphs = template.body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '' && listMergeTags(paragraph).every(has))
    .map((paragraph) => fillMergeFields(paragraph, values, automationMergeFields));
  const subjectValues = Object.fromEntries(automationMergeFields.map((name) => [name, values[name] ?? '']));
  const subject = fillMergeFields(template.subject, subjectValues, automationMergeFields).replace(/\s+/g, ' ').trim();
  return { subject, ...renderEmail({ heading: automationKindInfo[kind].heading, paragraphs, brand }) };
}
