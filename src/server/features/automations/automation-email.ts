import type { EmailBrand } from '../outbox/email-layout.ts';
import {
  automationKindInfo,
  automationMergeFields,
  type AutomationKind,
  type AutomationMergeField,
} from '#shared/automations/automation-kinds.ts';
import { fillMergeFields, listMergeTags } from '#shared/contracts/merge-fields.ts';
import { formatEventDay, formatVenueDate } from '#shared/dates/format-dates.ts';
import { getEventTypeName } from '#shared/i18n/event-type-name.ts';
import { getVenueEventTypeNames } from '#shared/i18n/venue-text.ts';
import { formatLongDay, formatMoney, formatTime } from '#shared/i18n/format.ts';
import { getTranslator, type Translator } from '#shared/i18n/i18n.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { RequestedDate } from '#shared/inquiries/inquiries.schemas.ts';
import { describeRequestedDate } from '#shared/inquiries/requested-date.ts';
import { getContractMergeValues } from '../contracts/contract-merge.ts';
import { readEventType } from '../leads/lead-reply-facts.ts';
import { renderEmail } from '../outbox/email-layout.ts';
import type { BookingRow, LeadRow, VenueFacts } from './automations.repo.ts';

export type MergeValues = Partial<Record<AutomationMergeField, string | null>>;

/** The venue's own event types as the e-mail's reader calls them, where the venue named them so. */
function eventTypeName(type: string, venue: VenueFacts, translator: Translator): string {
  const venueNames = getVenueEventTypeNames(
    { defaultLanguage: venue.defaultClientLanguage, translations: venue.clientTextTranslations },
    translator.language,
  );
  return getEventTypeName(type, translator, venueNames);
}

function venueValues(venue: VenueFacts, { t }: Translator = getTranslator('en')): MergeValues {
  return {
    venueName: venue.name,
    venueAddress: venue.address,
    venueContact: [venue.email, venue.phone].filter(Boolean).join(` ${t('email.or')} `) || null,
  };
}

/**
 * A lead's fields: its name stands for the couple's, its preferred day for the event's. Dates,
 * the standard event types and the date's answer are written in the e-mail's language.
 */
export function getLeadMergeValues(
  lead: Pick<LeadRow, 'name' | 'email' | 'preferredDate' | 'guestCount' | 'notes'>,
  venue: VenueFacts,
  now: Date,
  requestedDate?: RequestedDate,
  translator: Translator = getTranslator('en'),
): MergeValues {
  const eventType = readEventType(lead.notes);
  return {
    ...venueValues(venue, translator),
    coupleNames: lead.name,
    clientEmail: lead.email,
    eventDate: lead.preferredDate ? formatLongDay(lead.preferredDate, translator.locale) : null,
    eventType: eventType && eventTypeName(eventType, venue, translator),
    guestCount: lead.guestCount === null ? null : String(lead.guestCount),
    today: formatVenueDate(now, { timeZone: venue.timezone, locale: translator.locale }),
    dateAnswer: requestedDate ? describeRequestedDate(requestedDate, translator) : null,
  };
}

/**
 * A booking's fields: the contracts' own, plus the start time and the review link. The day, time,
 * event type and amount are written in the e-mail's language.
 */
export function getBookingMergeValues(
  booking: Pick<BookingRow, 'coupleNames' | 'eventDate' | 'eventType' | 'guestCount' | 'totalAmount' | 'email'>,
  venue: VenueFacts,
  now: Date,
  reviewLink: string | null,
  translator: Translator = getTranslator('en'),
): MergeValues {
  const { locale } = translator;
  const contractValues = getContractMergeValues({
    booking: { ...booking, eventDate: booking.eventDate.toISOString() },
    venueName: venue.name,
    timeZone: venue.timezone,
    clientEmail: booking.email,
    amount: null,
    now,
  });
  return {
    ...venueValues(venue, translator),
    ...contractValues,
    eventDate: formatEventDay(booking.eventDate, { timeZone: venue.timezone, locale }),
    eventType: eventTypeName(booking.eventType, venue, translator),
    totalAmount: booking.totalAmount === null ? null : formatMoney(booking.totalAmount, locale),
    today: formatVenueDate(now, { timeZone: venue.timezone, locale }),
    eventTime: formatTime(booking.eventDate, locale, venue.timezone),
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
  template: { subject: string; body: string; heading?: string; language?: Language },
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
  const heading = template.heading ?? automationKindInfo[kind].heading;
  return { subject, ...renderEmail({ heading, paragraphs, brand, language: template.language ?? 'en' }) };
}
