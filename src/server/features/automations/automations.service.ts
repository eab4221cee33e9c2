import { automationKindInfo } from '#shared/automations/automation-kinds.ts';
import {
  automationInputSchema,
  automationRunsQuerySchema,
  type Automation,
  type AutomationInput,
  type AutomationPreview,
  type AutomationRun,
  type AutomationTranslations,
} from '#shared/automations/automations.schemas.ts';
import { DEFAULT_LANGUAGE, languageNamesInEnglish, type Language } from '#shared/i18n/languages.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import type { StaffActor } from '../../http/access.ts';
import { findNearestOpenDays, getDayAvailability } from '../bookings/bookings.service.ts';
import { ALTERNATIVE_DAYS, ALTERNATIVES_WINDOW_DAYS } from '#shared/inquiries/inquiries.schemas.ts';
import type { RequestedDate } from '#shared/inquiries/inquiries.schemas.ts';
import { getTranslator, type Translator } from '#shared/i18n/i18n.ts';
import { describeRequestedDate } from '#shared/inquiries/requested-date.ts';
import {
  getBookingMergeValues,
  getLeadMergeValues,
  renderAutomationEmail,
  type MergeValues,
} from './automation-email.ts';
import { localizeAutomationTemplate } from './automation-language.ts';
import * as repo from './automations.repo.ts';

function toAutomation(row: repo.AutomationRow): Automation {
  const { venueId: _venueId, createdAt: _createdAt, updatedAt, ...automation } = row;
  return { ...automation, updatedAt: updatedAt.toISOString() };
}

export async function listAutomations(deps: AppDeps, actor: StaffActor): Promise<Automation[]> {
  return (await repo.listVenueAutomations(deps.db, actor.venueId)).map(toAutomation);
}

async function requireAutomation(deps: AppDeps, actor: StaffActor, id: number) {
  const row = await repo.findVenueAutomation(deps.db, actor.venueId, id);
  if (!row) throw notFound('Automation');
  return row;
}

/**
 * The input for this automation: its own kind, and only the parts the kind has. Versions in
 * other languages drop those left empty; one in the venue's default client language is refused,
 * since the subject and body are that language's (decision 073).
 */
function parseFor(row: repo.AutomationRow, input: AutomationInput, venueLanguage: Language) {
  const values = automationInputSchema.parse(input);
  if (values.kind !== row.kind) {
    const message = 'This is not the kind of this automation';
    throw new AppError('VALIDATION_FAILED', message, { fieldErrors: { kind: [message] } });
  }
  const info = automationKindInfo[row.kind];
  const translations: AutomationTranslations = {};
  for (const [language, version] of Object.entries(values.translations ?? {}) as [
    Language,
    { subject: string; body: string },
  ][]) {
    if (version.subject === '' && version.body === '') continue;
    if (language === venueLanguage) {
      const message = `Your Client Language is ${languageNamesInEnglish[venueLanguage]}: write that version as the subject and message above`;
      throw new AppError('VALIDATION_FAILED', message, {
        fieldErrors: { [`translations.${language}.body`]: [message] },
      });
    }
    translations[language] = version;
  }
  return {
    enabled: values.enabled,
    delayDays: info.delay ? values.delayDays : null,
    subject: info.fields ? values.subject : '',
    body: info.fields ? values.body : '',
    ...(values.translations !== undefined && { translations: info.fields ? translations : {} }),
    reviewLink: row.kind === 'thank_you' ? values.reviewLink : null,
  };
}

async function findVenueLanguage(deps: AppDeps, venueId: number): Promise<Language> {
  return (await repo.findVenueFacts(deps.db, venueId))?.defaultClientLanguage ?? DEFAULT_LANGUAGE;
}

export async function updateAutomation(
  deps: AppDeps,
  actor: StaffActor,
  id: number,
  input: AutomationInput,
): Promise<Automation> {
  const row = await requireAutomation(deps, actor, id);
  const values = parseFor(row, input, await findVenueLanguage(deps, actor.venueId));
  const updated = await repo.updateVenueAutomation(deps.db, actor.venueId, id, values);
  if (!updated) throw notFound('Automation');
  return toAutomation(updated);
}

/** How the date a lead asked about stands today, as the acknowledgement would say it. */
async function answerLeadDay(deps: AppDeps, venueId: number, day: string): Promise<RequestedDate> {
  const answer = await getDayAvailability(deps.db, venueId, day);
  if (answer.available) return { day, ...answer };
  const alternatives = await findNearestOpenDays(deps.db, venueId, day, {
    limit: ALTERNATIVE_DAYS,
    windowDays: ALTERNATIVES_WINDOW_DAYS,
  });
  return { day, ...answer, alternatives };
}

/** Sample values for a venue with no lead or booking yet: the preview still shows the shape. */
function exampleValues(
  venue: repo.VenueFacts,
  now: Date,
  reviewLink: string | null,
  translator: Translator,
): MergeValues {
  const eventDate = new Date(now.getTime() + 60 * 86_400_000);
  return {
    ...getBookingMergeValues(
      {
        coupleNames: 'Sofia & Daniel',
        eventDate,
        eventType: 'Wedding',
        guestCount: 120,
        totalAmount: '15000.00',
        email: 'sofia@example.com',
      },
      venue,
      now,
      reviewLink,
      translator,
    ),
    dateAnswer: describeRequestedDate({ day: eventDate.toISOString().slice(0, 10), available: true }, translator),
  };
}

/**
 * The draft, filled from a real lead (the newest) or booking (the next event) of the venue, as
 * the e-mail would go out to a couple who reads `language` (the venue's default client language
 * unless asked): the venue's version in it, or the one they would get instead (decision 073).
 * Nothing is saved. With no lead or booking yet, an example fills it.
 */
export async function previewAutomation(
  deps: AppDeps,
  actor: StaffActor,
  id: number,
  input: AutomationInput,
  language?: Language,
  now: Date = new Date(),
): Promise<AutomationPreview> {
  const row = await requireAutomation(deps, actor, id);
  const venue = (await repo.findVenueFacts(deps.db, actor.venueId))!;
  const venueLanguage = venue.defaultClientLanguage;
  const draft = parseFor(row, input, venueLanguage);
  const info = automationKindInfo[row.kind];
  if (!info.fields) throw new AppError('BAD_REQUEST', 'This automation sends no template of its own to preview.');
  const localized = localizeAutomationTemplate(
    { kind: row.kind, subject: draft.subject, body: draft.body, translations: draft.translations ?? row.translations },
    language ?? venueLanguage,
    venueLanguage,
  );
  const translator = getTranslator(localized.language);
  let values: MergeValues;
  let source: AutomationPreview['source'] = null;
  if (info.concerns === 'lead') {
    const lead = await repo.findNewestLead(deps.db, actor.venueId);
    if (lead) {
      const requestedDate =
        row.kind === 'inquiry_acknowledgement' && lead.preferredDate
          ? await answerLeadDay(deps, actor.venueId, lead.preferredDate)
          : undefined;
      values = getLeadMergeValues(lead, venue, now, requestedDate, translator);
      source = { type: 'lead', id: lead.id, name: lead.name };
    } else values = exampleValues(venue, now, draft.reviewLink, translator);
  } else {
    const booking = await repo.findPreviewBooking(deps.db, actor.venueId, now);
    if (booking) {
      values = getBookingMergeValues(booking, venue, now, draft.reviewLink, translator);
      source = { type: 'booking', id: booking.id, name: booking.coupleNames };
    } else values = exampleValues(venue, now, draft.reviewLink, translator);
  }
  return { ...renderAutomationEmail(row.kind, localized, values), language: localized.language, source };
}

/** The runs about one lead or one booking of the venue, newest first. */
export async function listAutomationRuns(
  deps: AppDeps,
  actor: StaffActor,
  query: { leadId?: number; bookingId?: number },
): Promise<AutomationRun[]> {
  const about = automationRunsQuerySchema.parse(query);
  const exists =
    about.leadId !== undefined
      ? await repo.leadExists(deps.db, actor.venueId, about.leadId)
      : await repo.bookingExists(deps.db, actor.venueId, about.bookingId!);
  if (!exists) throw notFound(about.leadId !== undefined ? 'Lead' : 'Booking');
  const rows = await repo.listRuns(deps.db, actor.venueId, about);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
